import type { BaseRecord, HttpError, useDataProvider } from '@refinedev/core';
import {
  paths,
  type DoorConflict,
  type DoorFigures,
  type DoorNightLocker,
  type DoorPass,
  type DoorReason,
} from '../../../contract';

type DataProvider = ReturnType<ReturnType<typeof useDataProvider>>;

/**
 * The door's calls through Refine's data provider (`custom`), each one typed. Refusals come back
 * as values, so the screen shows them as verdicts instead of notifications.
 */
export function doorCalls(dp: DataProvider) {
  const get = async <T>(url: string, query?: Record<string, unknown>) =>
    (await dp.custom!<BaseRecord>({ url, method: 'get', query })).data as unknown as T;
  const send = async <T>(url: string, method: 'post' | 'patch', payload: object) =>
    (await dp.custom!<BaseRecord>({ url, method, payload })).data as unknown as T;
  return {
    pass: (id: number) => get<DoorPass>(paths.doorPass(id)),
    scan: (code: string) => send<DoorPass>(paths.doorScan, 'post', { code }),
    search: (institutionId: number, q: string) =>
      get<DoorPass[]>(paths.doorSearch(institutionId), { q }),
    figures: (institutionId: number) => get<DoorFigures>(paths.doorFigures(institutionId)),
    lockers: (institutionId: number) => get<DoorNightLocker[]>(paths.doorLockers(institutionId)),
    move: (id: number, body: EntryBody) => send<DoorPass>(paths.entryUpdate(id), 'patch', body),
  };
}
export type DoorCalls = ReturnType<typeof doorCalls>;

export interface EntryBody {
  ticket_id: number;
  ticket_status: 1 | 2;
  locker_id?: number | null;
  override_reason?: string;
}

/** A refused move (409) with its reason and the purchase as it is now, or null. */
export function conflictOf(error: unknown): { reason: DoorReason; pass: DoorPass } | null {
  const e = error as HttpError | undefined;
  if (e?.statusCode !== 409) return null;
  const body = (e as { body?: unknown }).body as DoorConflict | undefined;
  return body?.data?.reason && body.data.pass ? body.data : null;
}

/**
 * The legacy server has no door reads: its answer to them is a 404 for the path itself (not
 * "Purchase not found" from this server), or a 403 for role 3.
 */
export function isLegacyAnswer(error: unknown): boolean {
  const e = error as HttpError | undefined;
  return e?.statusCode === 404 || e?.statusCode === 405;
}
