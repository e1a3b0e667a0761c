/**
 * The steps of the round-trip tests (tests/server/round-trip-*.test.ts): a resource's every field
 * is sent, read back and compared, so a field lost anywhere between the request and the reply (the
 * contract's schema, the route's values, the serializer) fails one of them.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import type { BuiltApp } from '../../server/app';
import { API_BASE } from '../../contract';
import { loginAs, makeApp } from './helpers';

export type Record_ = Record<string, unknown>;

export interface Caller {
  app: BuiltApp;
  headers: Record<string, string>;
  /** The caller's own institution (roles 2 and 3), null for role 1. */
  institutionId: number | null;
  userId: number;
}

export async function callerOf(app: BuiltApp, email: string): Promise<Caller> {
  const session = await loginAs(app, email);
  const user = session.user as unknown as { user_id: number; institution_id: number | null };
  return {
    app,
    headers: session.headers,
    institutionId: user.institution_id,
    userId: user.user_id,
  };
}

/** A JSON write; its reply must be a success whose `data` is the record. */
export async function write(
  caller: Caller,
  method: 'POST' | 'PATCH',
  path: string,
  body: Record_,
): Promise<Record_> {
  const res = await caller.app.inject({
    method,
    url: `${API_BASE}${path}`,
    headers: caller.headers,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
  return (res.json() as { data: Record_ }).data;
}

export async function read(caller: Caller, path: string): Promise<Record_> {
  const res = await caller.app.inject({
    method: 'GET',
    url: `${API_BASE}${path}`,
    headers: caller.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  // `ticket/{id}` answers the bare record, as the legacy server does; the others an envelope.
  const body = res.json() as Record_;
  return body.status === 'success' ? (body.data as Record_) : body;
}

/** Every field of `expected` has exactly that value in `record` (named in the failure). */
export function expectFields(record: Record_, expected: Record_): void {
  for (const [field, value] of Object.entries(expected)) {
    expect(record[field], `${field}`).toEqual(value);
  }
}

/**
 * The body names every field of the contract's request schema but `except`: a field added to the
 * contract and not to the round trip fails here.
 */
export function expectEveryInput(
  body: Record_,
  schema: z.ZodObject,
  except: readonly string[] = [],
): void {
  const fields = Object.keys(schema.shape).filter((field) => !except.includes(field));
  expect(Object.keys(body).sort()).toEqual(expect.arrayContaining(fields.sort()));
}

/** The record carries every field of the legacy server's record, each of the same JSON type. */
export function expectLegacyShape(record: Record_, legacy: Record_): void {
  const kind = (v: unknown) => (v === null || v === undefined ? 'empty' : typeof v);
  for (const [field, value] of Object.entries(legacy)) {
    expect(Object.hasOwn(record, field), `${field} is sent`).toBe(true);
    if (value !== null && record[field] !== null && field !== 'price') {
      expect(kind(record[field]), `${field}'s type`).toBe(kind(value));
    }
  }
}

/** A 1×1 PNG as a data URL: image fields take one in a JSON body. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A stored image's URL: the server's own re-encoding, never the sent bytes. */
export const storedImage = (folder: 'covers' | 'avatars') =>
  expect.stringMatching(new RegExp(`/uploads/${folder}/[0-9a-f-]+\\.display\\.webp$`));

/** The id of an institution other than `not`. */
export async function otherInstitutionId(admin: Caller, not: number | null): Promise<number> {
  const list = await read(admin, '/institute/list');
  return (list as unknown as { institution_id: number }[]).find(
    (institution) => institution.institution_id !== not,
  )!.institution_id;
}

export interface RoundTripContext {
  app: BuiltApp;
  /** A System Admin and an Institutional Admin of the demo seed. */
  admin: Caller;
  venue: Caller;
  /** An institution that is not the Institutional Admin's. */
  otherInstitution: number;
}

/** A fresh app for the file, signed in as both roles; filled in beforeAll, closed in afterAll. */
export function roundTripApp(): RoundTripContext {
  const context = {} as RoundTripContext;
  beforeAll(async () => {
    context.app = await makeApp();
    context.admin = await callerOf(context.app, 'admin@partypass.test');
    context.venue = await callerOf(context.app, 'venue.admin@partypass.test');
    context.otherInstitution = await otherInstitutionId(context.admin, context.venue.institutionId);
  });
  afterAll(async () => {
    await context.app?.close();
  });
  return context;
}
