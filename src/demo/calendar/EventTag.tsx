import { Tag } from 'antd';
import type { CalendarEvent } from './events';

const TAG_COLOR = {
  info: 'processing',
  error: 'error',
  warning: 'warning',
  success: 'success',
} as const;

/** An event chip; clicking it opens the event (and never the day under it). */
export function EventTag({
  event,
  onOpen,
}: {
  event: CalendarEvent;
  onOpen: (e: CalendarEvent) => void;
}) {
  return (
    <Tag
      color={TAG_COLOR[event.color]}
      role="button"
      tabIndex={0}
      style={{
        cursor: 'pointer',
        display: 'block',
        marginBlockEnd: 2,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
      onClick={(ev) => {
        ev.stopPropagation();
        onOpen(event);
      }}
      onKeyDown={(ev) => {
        if (ev.key === 'Enter') onOpen(event);
      }}
    >
      {event.title}
    </Tag>
  );
}
