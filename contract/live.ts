// No schema library here: the console's live provider reads this on every page.

/**
 * Live updates (issue 44): `GET /live/stream` sends one Server-Sent Event `change` per committed
 * change a signed-in console may read. It names the console's Refine resource, the action and
 * the ids, never any of the row's data: the console refetches what it shows.
 */
export const LIVE_RESOURCES = ['institutions', 'tickets', 'lockers', 'purchase', 'users'] as const;
export type LiveResource = (typeof LIVE_RESOURCES)[number];

export const LIVE_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type LiveAction = (typeof LIVE_ACTIONS)[number];

/** The `data` of a `change` event. `ids` is left out when one statement changed over 100 rows. */
export interface LiveChange {
  resource: LiveResource;
  action: LiveAction;
  ids?: number[];
}

/** The SSE event names: `change` (LiveChange), `end` ({reason}: the stream will not go on). */
export const LIVE_EVENTS = { change: 'change', end: 'end' } as const;

/**
 * Why the server ended a stream: the session ended or expired (or the user's role or institution
 * changed), the server is shutting down, or the database's change feed went down.
 */
export const LIVE_END_REASONS = ['session', 'shutdown', 'unavailable'] as const;
export type LiveEndReason = (typeof LIVE_END_REASONS)[number];

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The LiveChange in `value`, or undefined when it is not one. */
export function asLiveChange(value: unknown): LiveChange | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { resource, action, ids } = value as Record<string, unknown>;
  if (!(LIVE_RESOURCES as readonly unknown[]).includes(resource)) return undefined;
  if (!(LIVE_ACTIONS as readonly unknown[]).includes(action)) return undefined;
  if (ids !== undefined && !(Array.isArray(ids) && ids.every(isId))) return undefined;
  return {
    resource: resource as LiveResource,
    action: action as LiveAction,
    ...(ids ? { ids: [...(ids as number[])] } : {}),
  };
}
