import type { KeyboardEvent, ReactNode } from 'react';

/**
 * The title of a list row that opens the row (a chat, an e-mail, a contact, a note). The whole
 * row answers the mouse; this title is the row's keyboard stop, a button for Enter and Space,
 * kept apart from the row's own action buttons so no control sits inside another.
 */
export function SelectableTitle({
  selected,
  onSelect,
  children,
}: {
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect();
  };
  return (
    <span
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      onKeyDown={onKeyDown}
      style={{ display: 'block', minWidth: 0 }}
    >
      {children}
    </span>
  );
}
