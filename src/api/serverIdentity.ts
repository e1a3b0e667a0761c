import { useQuery } from '@tanstack/react-query';
import { DATABASE_KINDS } from '../../contract';

/**
 * Which server the console talks to: this project's (it answers `GET /api/health` with its
 * database kind, even while the database is down) or the legacy PartyPass server (no such route).
 * Screens whose outcome differs between the two ask for a capability rather than the name.
 */
export type ServerIdentity = 'partypass' | 'legacy';

export interface ServerCapabilities {
  identity: ServerIdentity;
  /**
   * Deleting an institution keeps its users (institution roles become App User). The legacy
   * server deletes them with it (its foreign key cascades).
   */
  institutionDeleteKeepsUsers: boolean;
  /** The analytics take a period (`from`, `to`) and compare it with the previous one. */
  analyticsPeriods: boolean;
  /**
   * The audit history (`GET /audit/list`, issue 44): the History panels and the Activity screen.
   * The legacy server keeps none, so they are not shown there.
   */
  audit: boolean;
  /**
   * Saved list views kept per user by the server (`/views`, issue 59), so they follow the user to
   * any device. Against the legacy server they are kept in this browser instead.
   */
  savedViews: boolean;
  /** Bulk changes in one request and one transaction (`locker/bulk-status`, issue 59). */
  bulkEdits: boolean;
  /** `POST users/logout` ends the session on the server (the legacy server has no such call). */
  signOut: boolean;
  /** "Sign out everywhere" for a user (`users/{id}/sessions/revoke`). */
  signOutEverywhere: boolean;
  /** Door passes: a purchase's QR code, the door's scan and search. */
  passes: boolean;
}

/** The capabilities a screen can ask for (the yes/no ones). */
export type ServerCapability = Exclude<keyof ServerCapabilities, 'identity'>;

/** `/api/health` beside the API base (`VITE_API_URL` names another server). */
export const healthUrl = (): string => {
  const path = `${import.meta.env.VITE_API_URL ?? ''}/api/health`;
  return typeof window === 'undefined' ? path : new URL(path, window.location.href).href;
};

const isPartyPassHealth = (body: unknown): boolean => {
  const kind = (body as { data?: { kind?: unknown } } | null)?.data?.kind;
  return (DATABASE_KINDS as readonly unknown[]).includes(kind);
};

/** What each server can do, from its identity. */
function capabilitiesOf(identity: ServerIdentity): ServerCapabilities {
  const partypass = identity === 'partypass';
  return {
    identity,
    institutionDeleteKeepsUsers: partypass,
    analyticsPeriods: partypass,
    audit: partypass,
    savedViews: partypass,
    bulkEdits: partypass,
    signOut: partypass,
    signOutEverywhere: partypass,
    passes: partypass,
  };
}

/** The identity and whether the server answered at all (a network failure is no answer). */
async function askHealth(
  fetcher: typeof fetch,
): Promise<{ identity: ServerIdentity; answered: boolean }> {
  try {
    const res = await fetcher(healthUrl(), { headers: { accept: 'application/json' } });
    const body: unknown = await res.json().catch(() => null);
    return { identity: isPartyPassHealth(body) ? 'partypass' : 'legacy', answered: true };
  } catch {
    return { identity: 'legacy', answered: false };
  }
}

/**
 * Asks the server once. Anything but this project's health reply (a 404, a network failure,
 * another body) is read as the legacy server: its outcome is the more destructive one, so a
 * dialog never promises less than what happens.
 */
export async function detectServer(fetcher: typeof fetch = fetch): Promise<ServerCapabilities> {
  return capabilitiesOf((await askHealth(fetcher)).identity);
}

/** Where the answer is kept for the tab's session, so a reload does not ask again. */
export const SERVER_IDENTITY_KEY = 'server-identity';
let asking: Promise<ServerCapabilities> | undefined;

/**
 * The capabilities of the server in use, asked once a session and shared by every caller (the
 * capabilities query, the live provider, sign-out). A server that answered is remembered in
 * sessionStorage; after a network failure the next caller asks again.
 */
export function serverCapabilities(fetcher: typeof fetch = fetch): Promise<ServerCapabilities> {
  const kept = sessionStorage.getItem(SERVER_IDENTITY_KEY);
  if (kept === 'partypass' || kept === 'legacy') return Promise.resolve(capabilitiesOf(kept));
  asking ??= askHealth(fetcher)
    .then(({ identity, answered }) => {
      if (answered) sessionStorage.setItem(SERVER_IDENTITY_KEY, identity);
      return capabilitiesOf(identity);
    })
    .finally(() => {
      asking = undefined;
    });
  return asking;
}

/**
 * The capabilities of the server in use, asked once a session (react-query keeps them).
 * `enabled: false` asks nothing (a screen that will not use the answer).
 */
export function useServerCapabilities({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['server-capabilities'],
    queryFn: () => serverCapabilities(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    enabled,
  });
}

/**
 * Whether the server has `capability`: false while the answer is not in yet, so a screen the
 * legacy server cannot serve never flashes up there.
 */
export function useServerHas(capability: ServerCapability, { enabled = true } = {}): boolean {
  const { data } = useServerCapabilities({ enabled });
  return enabled && data?.[capability] === true;
}
