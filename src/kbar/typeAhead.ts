/**
 * Keys typed between Ctrl+K and the palette's search box taking the focus: the box does not exist
 * yet (its code may still be loading, and it is drawn a frame later) and kbar empties it as it
 * mounts, so without this the first letters of a quick "Ctrl+K Neon" are lost. They are held
 * here and given to the search box once it is up (./CommandBar).
 */
let typed: string | null = null;
let giveUp: number | undefined;

/**
 * Nobody took what was typed (the palette failed to load): the page gets its keys back. Long
 * enough for the palette's code to arrive on a slow connection or a busy machine.
 */
const HOLD_AT_MOST_MS = 30_000;

function collect(event: KeyboardEvent) {
  if (typed === null || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  if (event.key === 'Escape') return stopTypeAhead();
  if (event.key === 'Backspace') typed = typed.slice(0, -1);
  else if (event.key.length === 1) typed += event.key;
  else return;
  event.preventDefault();
  event.stopPropagation();
}

function stopTypeAhead() {
  typed = null;
  window.clearTimeout(giveUp);
  window.removeEventListener('keydown', collect, true);
}

/** Starts holding typed characters (the palette is being opened from the keyboard). */
export function startTypeAhead(): void {
  if (typed !== null) return;
  typed = '';
  window.addEventListener('keydown', collect, true);
  giveUp = window.setTimeout(stopTypeAhead, HOLD_AT_MOST_MS);
}

/** What was typed since startTypeAhead ('' if nothing), and the keys go to the page again. */
export function takeTypeAhead(): string {
  const text = typed ?? '';
  stopTypeAhead();
  return text;
}
