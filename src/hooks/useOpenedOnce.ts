import { useState } from 'react';

/**
 * True from the first time `open` is true on. A dialog or drawer whose code is its own chunk is
 * mounted only then (it is not part of the page's first load), and stays mounted after closing
 * so it can animate out and keep its state.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
