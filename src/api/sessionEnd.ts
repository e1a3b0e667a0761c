/**
 * Why the last session ended, kept for the sign-in page: the server's reason code
 * (contract/session.ts) when it sent one, or its message (the legacy server sends only that).
 * Its own module without zod: the sign-in screen reads it before the console's code loads.
 */
import { isSessionEndReason, type SessionEndReason } from '../../contract/session';

export const SESSION_END_STORAGE_KEY = 'session_end';

export interface SessionEnd {
  reason?: SessionEndReason;
  message?: string;
}

const storage = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

export function saveSessionEnd(end: SessionEnd): void {
  storage()?.setItem(SESSION_END_STORAGE_KEY, JSON.stringify(end));
}

/** The reason and message of a refused call's body (`{message, reason?}`). */
export function sessionEndOf(body: unknown): SessionEnd {
  if (!body || typeof body !== 'object') return {};
  const { reason, message } = body as { reason?: unknown; message?: unknown };
  return {
    ...(isSessionEndReason(reason) ? { reason } : {}),
    ...(typeof message === 'string' && message.trim() !== '' ? { message } : {}),
  };
}

export function readSessionEnd(): SessionEnd | null {
  const raw = storage()?.getItem(SESSION_END_STORAGE_KEY);
  if (!raw) return null;
  try {
    const end = sessionEndOf(JSON.parse(raw));
    return end.reason || end.message ? end : null;
  } catch {
    return null;
  }
}

export function clearSessionEnd(): void {
  storage()?.removeItem(SESSION_END_STORAGE_KEY);
}
