/**
 * The property-based ("fuzz") kit of the hardening suite: hostile values, bodies built from a
 * valid one by a few mutations, JSON and multipart encodings, and the invariants every reply
 * must keep (docs/security.md):
 *
 *   - never a 5xx, never an HTML page: always JSON;
 *   - an error is the envelope `{status:"failed", message, errors?:[{field, message}]}` and a 400
 *     names the field (`errors` non-empty);
 *   - a failed write changes nothing: the database (every table) and the uploads directory are
 *     byte for byte what they were;
 *   - the server keeps answering (checked at the end of each file).
 *
 * Runs per endpoint: FUZZ_RUNS (default 100). A failure prints fast-check's seed and path;
 * FUZZ_SEED=<seed> replays it.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { BuiltApp } from '../../../server/app';
import { uploadsDirOf } from '../../../server/uploads/images';
import { SVG_FORBIDDEN } from './images';

export { fc };

/** An unpaired UTF-16 surrogate: not text (and not encodable in a URL or in UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS || 100);
if (process.env.FUZZ_SEED) fc.configureGlobal({ seed: Number(process.env.FUZZ_SEED) });

/** Options for `fc.assert`: bounded runs, shrinking kept short so a failure reports quickly. */
export const fuzzOptions = (numRuns = FUZZ_RUNS): fc.Parameters<unknown> => ({
  numRuns,
  endOnFailure: true,
  interruptAfterTimeLimit: 240_000,
  markInterruptAsFailure: false,
});

/** Strings an attacker or a broken client sends: SQL, markup, odd unicode, odd numbers, paths. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\t\n',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(10)',
  "1' UNION SELECT password_hash FROM users --",
  '%',
  '_',
  '\\',
  '%%%',
  '$1',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '"><svg onload=alert(3)>',
  'javascript:alert(4)',
  'data:text/html,<script>alert(5)</script>',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  'a\u0000b',
  '\u0000',
  'x\uD800y',
  '\uDFFF',
  '\u202Eevil\u202C',
  '\uFEFFbom',
  'zero\u200Bwidth',
  'e\u0301\u0301\u0301',
  '😀👩‍👩‍👧‍👦',
  '𝕏𝕐ℤ',
  'مرحبا',
  '中文名字',
  'Tiếng Việt',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '  12  ',
  '12abc',
  '1.5',
  '-3',
  '2147483648',
  '99999999999999999999',
  '9007199254740993',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '9999-99-99',
  '2026-02-30',
  '0000-01-01',
  '99999-01-01',
  '24:00',
  '23:59:60',
];

const oversized = fc.constantFrom(1_000, 10_000, 100_000).map((n) => 'x'.repeat(n));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }).map((s) => `${s}\uD800`) },
  { weight: 1, arbitrary: oversized },
);

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 0, 2147483648, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), {
    maxKeys: 3,
  }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileString, wrongType);

/** Keys a body should not be able to set, and random ones. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'role',
    'user_id',
    'id',
    'password_hash',
    'institution_id',
    'created_at',
    'is_admin',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/** A body as ordered key/value pairs, so `__proto__` and duplicate keys survive encoding. */
export type Entries = [string, unknown][];

export type Mutation =
  | { kind: 'drop'; field: string }
  | { kind: 'set'; field: string; value: unknown }
  | { kind: 'extra'; field: string; value: unknown }
  | { kind: 'duplicate'; field: string; value: unknown };

export const mutations = (fields: readonly string[]): fc.Arbitrary<Mutation[]> => {
  const field = fc.constantFrom(...fields);
  return fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('drop' as const), field }),
      fc.record({ kind: fc.constant('set' as const), field, value: hostileValue }),
      fc.record({ kind: fc.constant('extra' as const), field: extraKey, value: hostileValue }),
      fc.record({ kind: fc.constant('duplicate' as const), field, value: hostileValue }),
    ),
    { maxLength: 3 },
  );
};

export function applyMutations(base: Record<string, unknown>, list: Mutation[]): Entries {
  let entries: Entries = Object.entries(base).filter(([, v]) => v !== undefined);
  for (const m of list) {
    if (m.kind === 'drop') entries = entries.filter(([k]) => k !== m.field);
    else if (m.kind === 'set') {
      entries = entries.filter(([k]) => k !== m.field);
      entries.push([m.field, m.value]);
    } else entries.push([m.field, m.value]);
  }
  return entries;
}

/** A file part a multipart body may carry (in a file field or in a text field). */
export interface FilePart {
  field: string;
  bytes: Uint8Array;
  filename: string;
  type: string;
}

/** Bodies that are not an object at all, or not JSON. */
export type RawBody = { raw: string; contentType: string };

export const rawBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }).map((v) => ({
    raw: JSON.stringify(v) ?? 'null',
    contentType: 'application/json',
  })),
  fc
    .constantFrom(
      '{"name":',
      '{',
      '[',
      '',
      'null',
      '"just a string"',
      '{"a":1}{"b":2}',
      '{"__proto__":{"role":1}}',
      '{"constructor":{"prototype":{"role":1}}}',
      '\u0000',
      '"\\u0000"',
      '{"name":"\\ud800"}',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
    )
    .map((raw) => ({ raw, contentType: 'application/json' })),
  fc
    .constantFrom(
      ['name=x&email=y', 'application/x-www-form-urlencoded'],
      ['<xml/>', 'application/xml'],
      ['hello', 'text/plain'],
      ['--x\r\nbroken', 'multipart/form-data; boundary=x'],
      ['--x--', 'multipart/form-data'],
      [
        '--x\r\nContent-Disposition: form-data\r\n\r\nv\r\n--x--',
        'multipart/form-data; boundary=x',
      ],
      [`--${'b'.repeat(300)}--`, `multipart/form-data; boundary=${'b'.repeat(300)}`],
      ['{"name":"x"}', 'application/json; charset=latin1'],
      ['{"name":"x"}', 'application/vnd.api+json'],
    )
    .map(([raw, contentType]) => ({ raw, contentType })),
);

/** JSON text of the pairs, keeping duplicate keys and `__proto__` as sent. */
export const jsonOf = (entries: Entries): string =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;

/** Multipart: every value is text, an array is the same name repeated, null is ''. */
export function formOf(entries: Entries, files: FilePart[] = []): FormData {
  const form = new FormData();
  const text = (v: unknown): string =>
    v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  for (const [k, v] of entries) {
    if (Array.isArray(v)) for (const item of v) form.append(k, text(item));
    else form.append(k, text(v));
  }
  for (const f of files) {
    form.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.filename);
  }
  return form;
}

export type Transport = 'json' | 'multipart';

export interface WriteCase {
  entries: Entries;
  raw?: RawBody;
  transport: Transport;
  files: FilePart[];
}

/** A body: usually a valid one with a few mutations, sometimes something that is not a body. */
export function writeCase(
  valid: fc.Arbitrary<Record<string, unknown>>,
  fields: readonly string[],
  opts: { multipart: boolean; files?: fc.Arbitrary<FilePart[]> },
): fc.Arbitrary<WriteCase> {
  const transport: fc.Arbitrary<Transport> = opts.multipart
    ? fc.constantFrom('json', 'multipart')
    : fc.constant('json');
  const files = opts.files ?? fc.constant([]);
  return fc.oneof(
    {
      weight: 9,
      arbitrary: fc
        .record({ base: valid, list: mutations(fields), transport, files })
        .map(({ base, list, transport: t, files: f }) => ({
          entries: applyMutations(base, list),
          transport: t,
          files: t === 'multipart' ? f : [],
        })),
    },
    {
      weight: 1,
      arbitrary: rawBody.map((raw) => ({
        entries: [],
        raw,
        transport: 'json' as const,
        files: [],
      })),
    },
  );
}

export interface Reply {
  status: number;
  body: Record<string, unknown> | null;
}

/** inject() options for a write case. */
export function injectBody(c: WriteCase): {
  payload: string | FormData;
  headers: Record<string, string>;
} {
  if (c.raw) return { payload: c.raw.raw, headers: { 'content-type': c.raw.contentType } };
  if (c.transport === 'multipart') return { payload: formOf(c.entries, c.files), headers: {} };
  return { payload: jsonOf(c.entries), headers: { 'content-type': 'application/json' } };
}

const STACK_OR_SQL =
  /node_modules|\n\s+at |\bat [\w.<>]+ \(|syntax error at or near|violates .* constraint|relation "|column "|drizzle|PGlite|invalid input syntax/i;

/**
 * The invariants of every reply. Returns the parsed body (null for 204).
 * `what` names the request in failure messages.
 */
/** `GET ticket/{id}` answers the bare row, as the legacy server does (docs/api.md). */
const BARE_READ = /^GET \S*\/ticket\/\d+(\s|\?|$)/;

export function expectSafeReply(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  what: string,
): Reply {
  const context = `${what} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, context).toBeLessThan(500);
  if (res.statusCode === 204) {
    expect(res.body, context).toBe('');
    return { status: 204, body: null };
  }
  expect(String(res.headers['content-type']), context).toMatch(/^application\/json/);
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(res.body) as Record<string, unknown>;
  } catch {
    throw new Error(`not JSON: ${context}`);
  }
  if (res.statusCode >= 400) {
    expect(body.status, context).toBe('failed');
    expect(typeof body.message === 'string' && body.message.length > 0, context).toBe(true);
    expect(String(body.message), context).not.toMatch(STACK_OR_SQL);
    expect(
      Object.keys(body).every((k) => ['status', 'message', 'errors'].includes(k)),
      context,
    ).toBe(true);
    if (body.errors !== undefined) {
      expect(Array.isArray(body.errors), context).toBe(true);
      for (const e of body.errors as { field?: unknown; message?: unknown }[]) {
        expect(typeof e.field === 'string' && e.field.length > 0, context).toBe(true);
        expect(typeof e.message === 'string' && e.message.length > 0, context).toBe(true);
        expect(String(e.message), context).not.toMatch(STACK_OR_SQL);
      }
    }
    if (res.statusCode === 400) {
      expect(
        (body.errors as unknown[] | undefined)?.length ?? 0,
        `400 names no field: ${context}`,
      ).toBeGreaterThan(0);
    }
  } else if (BARE_READ.test(what)) {
    expect(body.status, context).toBeUndefined();
  } else {
    expect(body.status, context).toBe('success');
  }
  return { status: res.statusCode, body };
}

const TABLES = [
  'institutions',
  'users',
  'ticket_types',
  'lockers',
  'purchases',
  'locker_allocations',
];

/** A fingerprint of every table and of the uploads directory. */
export async function snapshot(app: BuiltApp): Promise<string> {
  const parts = TABLES.map(
    (t) => `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${t} x)`,
  );
  const result = (await app.db.execute(
    sql.raw(`select ${parts.join(` || ':' || `)} as h`),
  )) as unknown as {
    rows: { h: string }[];
  };
  return `${result.rows[0].h}/${listUploads(app).join(',')}`;
}

function listUploads(app: BuiltApp): string[] {
  const root = uploadsDirOf(app);
  const out: string[] = [];
  for (const folder of ['covers', 'avatars']) {
    try {
      for (const name of readdirSync(path.join(root, folder))) out.push(`${folder}/${name}`);
    } catch {
      // not created yet
    }
  }
  return out.sort();
}

/** encodeURIComponent for any string (an unpaired surrogate cannot be encoded: it becomes U+FFFD). */
export const urlEncode = (text: string): string =>
  encodeURIComponent(text.replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD'));

/** Text that must never be stored: NUL, unpaired surrogates. */
export function expectCleanText(value: unknown, what: string): void {
  if (typeof value === 'string') {
    expect(value.includes('\u0000'), `${what}: NUL stored`).toBe(false);
    expect(LONE_SURROGATE.test(value), `${what}: unpaired surrogate stored`).toBe(false);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) expectCleanText(v, `${what}.${k}`);
  }
}

/**
 * No password field and no password hash anywhere in a reply. Keys and hashes are checked, not
 * words: a hostile name such as "1' UNION SELECT password_hash ..." is stored and echoed as data.
 */
export function expectNoSecrets(value: unknown, what: string): void {
  if (typeof value === 'string') {
    expect(value.includes('$argon2'), `${what}: a password hash`).toBe(false);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      expect(/password/i.test(k), `${what}: a "${k}" field`).toBe(false);
      expectNoSecrets(v, `${what}.${k}`);
    }
  }
}

/** Counts cases (and their 2xx / 4xx replies) per endpoint; prints the file's line at the end. */
export class CaseCounter {
  private readonly counts = new Map<string, { cases: number; ok: number; refused: number }>();
  constructor(private readonly label: string) {}
  add(endpoint: string, status: number): void {
    const entry = this.counts.get(endpoint) ?? { cases: 0, ok: 0, refused: 0 };
    entry.cases += 1;
    if (status < 300) entry.ok += 1;
    else entry.refused += 1;
    this.counts.set(endpoint, entry);
  }
  get total(): number {
    return [...this.counts.values()].reduce((a, b) => a + b.cases, 0);
  }
  get endpoints(): number {
    return this.counts.size;
  }
  of(endpoint: string) {
    return this.counts.get(endpoint) ?? { cases: 0, ok: 0, refused: 0 };
  }
  report(): string {
    const detail = [...this.counts]
      .map(([k, v]) => `${k} ${v.cases} (${v.ok} accepted)`)
      .join(', ');
    const line = `property tests (${this.label}): ${this.total} cases across ${this.endpoints} endpoints: ${detail}`;
    console.log(line);
    return line;
  }
}

/**
 * Each endpoint ran, and (for writes) both accepted and refused some cases: a generator that only
 * ever produces rejected input would test nothing past the first check.
 * The seed is random, so a generator must accept at least ~10 % of its cases: at 100 runs the
 * chance of none is then below 1 in 20 000 (at 3 % it was 1 in 20, and failed CI once).
 */
export function expectMeaningful(counter: CaseCounter, endpoints: string[], both = true): void {
  for (const endpoint of endpoints) {
    const { cases, ok, refused } = counter.of(endpoint);
    expect(cases, `${endpoint} ran no case`).toBeGreaterThan(0);
    if (both) {
      expect(ok, `${endpoint}: no case was accepted`).toBeGreaterThan(0);
      expect(refused, `${endpoint}: no case was refused`).toBeGreaterThan(0);
    }
  }
}

/** The server still answers: health and one authenticated read. */
export async function expectStillAnswering(app: BuiltApp, headers: Record<string, string>) {
  const health = await app.inject({ url: '/api/health' });
  expect(health.statusCode).toBe(200);
  const profile = await app.inject({ url: '/api/v1/users/profile/info', headers });
  expect(profile.statusCode).toBe(200);
}

/** A path segment: an existing id (index into the ids at run time) or a hostile one. */
export type IdChoice = { kind: 'existing'; index: number } | { kind: 'raw'; segment: string };

export const idChoice: fc.Arbitrary<IdChoice> = fc.oneof(
  { weight: 4, arbitrary: fc.nat().map((index) => ({ kind: 'existing' as const, index })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        '0',
        '-1',
        '1.5',
        '1e3',
        '0x1',
        '01',
        '2147483647',
        '2147483648',
        '99999999999999999999',
        '%00',
        '%2e%2e',
        '..%2F..%2Fetc',
        'null',
        'undefined',
        '%20',
        'abc',
        "1'%20OR%20'1'='1",
        '%3Cscript%3E',
        '1;DROP',
        '%',
        '%E0%A4%A',
        '%FF',
        'x'.repeat(150),
      )
      .map((segment) => ({ kind: 'raw' as const, segment })),
  },
  {
    weight: 1,
    arbitrary: hostileString
      .filter((s) => s.length > 0 && s.length < 2000)
      .map((s) => ({ kind: 'raw' as const, segment: urlEncode(s) })),
  },
);

export const segmentOf = (choice: IdChoice, ids: readonly number[]): string =>
  choice.kind === 'raw' || ids.length === 0
    ? choice.kind === 'raw'
      ? choice.segment
      : '2147483647'
    : String(ids[choice.index % ids.length]);

function describePayload(payload: unknown): string {
  if (payload instanceof FormData) {
    const parts = [...payload.entries()].map(([k, v]) =>
      typeof v === 'string' ? `${k}=${v.slice(0, 60)}` : `${k}=<file ${v.name} ${v.size}B>`,
    );
    return `multipart ${parts.join('&')}`.slice(0, 400);
  }
  return typeof payload === 'string' ? payload.slice(0, 400) : '';
}

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: string | FormData;
}

/**
 * Runs `numRuns` generated requests against one endpoint and checks the invariants of every
 * reply; a failed write must leave every table and the uploads directory as they were.
 * `onSuccess` checks what a successful write stored.
 */
export async function fuzzEndpoint<C>(opts: {
  app: BuiltApp;
  counter: CaseCounter;
  endpoint: string;
  arbitrary: fc.Arbitrary<C>;
  request: (c: C) => FuzzRequest | Promise<FuzzRequest>;
  onSuccess?: (reply: Reply, c: C, req: FuzzRequest) => Promise<void> | void;
  /** Reads: also check that nothing changed, whatever the status. */
  readOnly?: boolean;
  numRuns?: number;
}): Promise<void> {
  const { app } = opts;
  await fc.assert(
    fc.asyncProperty(opts.arbitrary, async (c) => {
      const req = await opts.request(c);
      const before = await snapshot(app);
      const res = await app.inject({
        method: req.method,
        url: req.url,
        headers: req.headers,
        payload: req.payload,
      });
      const what = `${req.method} ${req.url} ${describePayload(req.payload)}`;
      opts.counter.add(opts.endpoint, res.statusCode);
      const reply = expectSafeReply(res, what);
      if (reply.status >= 400 || opts.readOnly) {
        expect(await snapshot(app), `data changed by ${reply.status}: ${what}`).toBe(before);
      }
      if (reply.status < 400) await opts.onSuccess?.(reply, c, req);
    }),
    fuzzOptions(opts.numRuns),
  );
}

/** The ids of a table's rows (e.g. `await ids(app, 'institutions', 'institution_id')`). */
export async function ids(app: BuiltApp, table: string, column: string, where = 'true') {
  const result = (await app.db.execute(
    sql.raw(`select ${column} as id from ${table} where ${where} order by 1`),
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

/** Lower-case words for valid names. */
export const word = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
  minLength: 3,
  maxLength: 10,
});

/** A free-text value a real user might type, in any script. */
export const prose = fc.oneof(
  word,
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  fc.constantFrom('<b>bold</b> & "quotes"', "O'Brien's bar", '中文 — العربية'),
);

/** Per-test timeout of a fuzz run (fuzzOptions stops generating after 240 s). */
export const FUZZ_TIMEOUT = 300_000;

/** A stored upload is a WebP the server made, served with nosniff in a sandbox. */
export async function expectServedImage(app: BuiltApp, url: string, folder: 'covers' | 'avatars') {
  expect(url).toMatch(
    new RegExp(`^http://localhost:80/uploads/${folder}/[0-9a-f-]{36}\\.display\\.webp$`),
  );
  const res = await app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(String(res.headers['content-type'])).toMatch(/^image\/webp/);
  expect(res.headers['content-security-policy']).toMatch(/sandbox/);
  expect(res.body).not.toMatch(SVG_FORBIDDEN);
}

/** Some of a valid body's fields, as an update sends (always the same ones for a given key set). */
export const someFields = (v: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(v).filter(([k], i) => i === 0 || k.charCodeAt(1) % 2 === 0));
