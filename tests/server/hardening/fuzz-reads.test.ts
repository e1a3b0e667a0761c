/**
 * Property tests of every list parameter (page, pageSize, sort, order, q and each filter with its
 * _from/_to) of every list endpoint, and of the path ids of every read, as every role.
 * Invariants: fuzz-kit.ts; plus a read never changes data, a page never exceeds its size, every
 * row has the contract's shape, and no parameter lets a role 2/3 user see another institution.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  auditEntrySchema,
  institutionSchema,
  lockerSchema,
  MAX_PAGE_SIZE,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PURCHASE_SORT_KEYS,
  purchaseSchema,
  ticketTypeSchema,
  userSchema,
} from '../../../contract';
import type { BuiltApp } from '../../../server/app';
import { loginAs, makeApp } from '../helpers';
import {
  CaseCounter,
  expectMeaningful,
  expectStillAnswering,
  fc,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  fuzzEndpoint,
  hostileString,
  idChoice,
  ids,
  segmentOf,
  type Reply,
} from './fuzz-kit';

const API = '/api/v1';
type Who = 'admin' | 'venue' | 'staff' | 'guest';
const EMAILS: Record<Who, string> = {
  admin: 'admin@partypass.test',
  venue: 'venue.admin@partypass.test',
  staff: 'staff@partypass.test',
  guest: 'guest@partypass.test',
};
/** Institution of the demo role 2 and 3 accounts. */
const OWN_INSTITUTION = 1;

let app: BuiltApp;
const auth = {} as Record<Who, Record<string, string>>;
const counter = new CaseCounter('lists and reads');

beforeAll(async () => {
  app = await makeApp();
  for (const who of Object.keys(EMAILS) as Who[])
    auth[who] = (await loginAs(app, EMAILS[who])).headers;
}, FUZZ_TIMEOUT);
afterAll(async () => {
  if (app) counter.report();
  await app?.close();
});

const who = fc.constantFrom<Who>('admin', 'venue', 'staff', 'guest');
/** Lists: some are the System Admin's alone, so the admin comes twice as often. */
const listReader = fc.constantFrom<Who>('admin', 'admin', 'venue', 'staff', 'guest');

interface ListSpec {
  endpoint: string;
  /** The path; `{id}` is replaced by a generated institution id. */
  path: string;
  sort: readonly string[];
  /** Filter key -> valid values. */
  filters: Record<string, readonly string[]>;
  row: z.ZodType;
  /** The institution a row belongs to (scope check for roles 2 and 3). */
  institutionOf: (row: never) => number | null | undefined;
}

const DAYS = ['2025-01-01', '2026-06-15', '2030-12-31'];
const TICKET_FILTERS = {
  institution_id: ['1', '2', '1,2', '3'],
  is_regular: ['1', '0', 'true'],
  when: ['upcoming', 'past'],
};
const PURCHASE_FILTERS = {
  ticket_status: ['0', '1', '2', '0,2'],
  payment_status: [...PAYMENT_STATUSES],
  payment_method: [...PAYMENT_METHODS],
  ticket_id: ['1', '2', '5'],
  institution_id: ['1', '2'],
  user_id: ['5', '6'],
  purchase_date: DAYS,
};
const PURCHASE_LIST = {
  sort: PURCHASE_SORT_KEYS,
  filters: PURCHASE_FILTERS,
  row: purchaseSchema.strict(),
  institutionOf: (row: {
    ticket_type: { institution: { institution_id: number } | null } | null;
  }) => row.ticket_type?.institution?.institution_id,
};
const institutionTickets = institutionSchema
  .extend({ Tickets: z.array(ticketTypeSchema) })
  .strict();

const LISTS: ListSpec[] = [
  {
    endpoint: 'institute.list',
    path: '/institute/list',
    sort: ['institution_id', 'name', 'email', 'phone', 'address', 'status'],
    filters: { status: ['0', '1', '0,1'] },
    row: institutionSchema.strict(),
    institutionOf: (row: { institution_id: number }) => row.institution_id,
  },
  {
    endpoint: 'ticket.list',
    path: '/ticket/list',
    sort: [
      'ticket_id',
      'name',
      'price',
      'capacity',
      'sold',
      'date',
      'start_datetime',
      'end_datetime',
      'is_regular',
      'institution',
    ],
    filters: TICKET_FILTERS,
    row: ticketTypeSchema.strict(),
    institutionOf: (row: { institution_id: number }) => row.institution_id,
  },
  {
    endpoint: 'institute.tickets',
    path: '/institute/{id}/ticketlist',
    sort: ['ticket_id', 'name', 'price', 'sold', 'date'],
    filters: TICKET_FILTERS,
    row: institutionTickets,
    institutionOf: (row: { institution_id: number }) => row.institution_id,
  },
  {
    endpoint: 'locker.list',
    path: '/locker/list/{id}',
    sort: ['locker_number', 'status', 'id'],
    filters: { status: ['0', '1'], locker_number: ['1', '2', '1,2,3'] },
    row: lockerSchema.strict(),
    institutionOf: (row: { institution_id: number }) => row.institution_id,
  },
  { ...PURCHASE_LIST, endpoint: 'purchase.list', path: '/purchase/list' },
  {
    ...PURCHASE_LIST,
    endpoint: 'purchase.listByInstitution',
    path: '/purchase/list/institute/{id}',
  },
  {
    endpoint: 'users.list',
    path: '/users/list',
    sort: ['user_id', 'name', 'email', 'phone', 'role', 'institution'],
    filters: { role: ['0', '1', '2,3'], institution_id: ['1', '2'], is_social: ['1', '0'] },
    row: userSchema.strict(),
    institutionOf: () => undefined,
  },
  {
    endpoint: 'audit.list',
    path: '/audit/list',
    sort: ['at', 'id'],
    filters: {
      user_id: ['1', '2', '1,2'],
      resource: ['sessions', 'users', 'purchase', 'sessions,users'],
      record_id: ['1', '2'],
      action: ['login', 'update', 'login,logout'],
      institution_id: ['1', '2'],
      from: DAYS,
      to: DAYS,
    },
    row: auditEntrySchema.strict(),
    institutionOf: (row: { institution_id: number | null }) => row.institution_id,
  },
];

/** One query parameter: a known one with a valid or hostile value, or an unknown one. */
function queryEntries(spec: ListSpec): fc.Arbitrary<[string, string][]> {
  const filterKeys = Object.keys(spec.filters).flatMap((k) => [k, `${k}_from`, `${k}_to`]);
  const validFor = (key: string): fc.Arbitrary<string> => {
    const base = key.replace(/_(from|to)$/, '');
    if (spec.filters[base]) return fc.constantFrom(...spec.filters[base]);
    switch (key) {
      case 'page':
        return fc.integer({ min: 1, max: 30 }).map(String);
      case 'pageSize':
        return fc.integer({ min: 1, max: MAX_PAGE_SIZE }).map(String);
      case 'sort':
        return fc.constantFrom(...spec.sort);
      case 'order':
        return fc.constantFrom('asc', 'desc');
      default:
        return fc.constantFrom('club', 'a b', 'Venue', '1');
    }
  };
  const known = fc.constantFrom('page', 'pageSize', 'sort', 'order', 'q', ...filterKeys);
  const entry = fc.oneof(
    { weight: 5, arbitrary: known.chain((k) => validFor(k).map((v): [string, string] => [k, v])) },
    {
      weight: 2,
      arbitrary: fc.tuple(
        known,
        fc.oneof(
          hostileString,
          fc.constantFrom(
            '0',
            '-1',
            '201',
            '1e3',
            '99999999999',
            '2147483648',
            '1.5',
            'ASC',
            'name;',
          ),
        ),
      ),
    },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), hostileString) },
  );
  return fc.array(entry, { maxLength: 6 });
}

/** Percent-encodings no URLSearchParams would produce: invalid UTF-8, NUL, bare %. */
const rawTail = fc.constantFrom(
  '',
  '',
  '',
  '&q=%ED%A0%80',
  '&q=%00',
  '&q=%',
  '&sort=%zz',
  '&page=%C0%AF',
  '&&&=&',
);

function queryString(entries: [string, string][], tail: string): string {
  const params = new URLSearchParams();
  for (const [k, v] of entries) params.append(k, v);
  const text = params.toString();
  return text || tail ? `?${text}${tail}` : '';
}

function checkList(spec: ListSpec, reply: Reply, as: Who, query: string) {
  const body = reply.body as {
    data: unknown[];
    meta?: { total: number; page: number; pageSize: number };
  };
  expect(Array.isArray(body.data)).toBe(true);
  if (body.meta) {
    expect(body.meta.pageSize).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    expect(body.data.length).toBeLessThanOrEqual(body.meta.pageSize);
    expect(body.meta.total).toBeGreaterThanOrEqual(0);
  } else {
    expect(query).not.toMatch(/[?&](page|pageSize)=\d/);
  }
  for (const row of body.data) {
    spec.row.parse(row);
    if (as === 'venue' || as === 'staff') {
      const institution = spec.institutionOf(row as never);
      if (institution !== undefined)
        expect(institution, `${spec.endpoint} leaked a row`).toBe(OWN_INSTITUTION);
    }
    if (as === 'guest' && spec.endpoint === 'institute.list') {
      expect((row as { status: number }).status).toBe(1);
    }
  }
}

describe('every list parameter under hostile input', () => {
  for (const spec of LISTS) {
    it(`GET ${spec.path}`, { timeout: FUZZ_TIMEOUT }, async () => {
      await fuzzEndpoint({
        app,
        counter,
        endpoint: spec.endpoint,
        readOnly: true,
        arbitrary: fc.record({
          entries: queryEntries(spec),
          tail: rawTail,
          who: listReader,
          id: fc.oneof(
            { weight: 5, arbitrary: fc.constantFrom('1', '2', '3') },
            { weight: 1, arbitrary: idChoice.map((c) => segmentOf(c, [1, 2, 99])) },
          ),
        }),
        request: ({ entries, tail, who: as, id }) => ({
          method: 'GET',
          url: `${API}${spec.path.replace('{id}', id)}${queryString(entries, tail)}`,
          headers: auth[as],
        }),
        onSuccess: (reply, { who: as }, req) => checkList(spec, reply, as, req.url),
      });
    });
  }
});

describe('every read by id under hostile path ids', () => {
  const READS: { endpoint: string; path: string; table: string; column: string }[] = [
    {
      endpoint: 'institute.read',
      path: '/institute/{id}',
      table: 'institutions',
      column: 'institution_id',
    },
    { endpoint: 'locker.read', path: '/locker/{id}', table: 'lockers', column: 'id' },
    { endpoint: 'ticket.read', path: '/ticket/{id}', table: 'ticket_types', column: 'ticket_id' },
    {
      endpoint: 'purchase.read',
      path: '/purchase/{id}',
      table: 'purchases',
      column: 'purchase_id',
    },
    { endpoint: 'users.read', path: '/users/profile/info/{id}', table: 'users', column: 'user_id' },
  ];
  for (const read of READS) {
    it(`GET ${read.path}`, { timeout: FUZZ_TIMEOUT }, async () => {
      const pool = await ids(app, read.table, read.column);
      await fuzzEndpoint({
        app,
        counter,
        endpoint: read.endpoint,
        readOnly: true,
        numRuns: Math.ceil(FUZZ_RUNS / 2),
        arbitrary: fc.record({ id: idChoice, who }),
        request: ({ id, who: as }) => ({
          method: 'GET',
          url: `${API}${read.path.replace('{id}', segmentOf(id, pool))}`,
          headers: auth[as],
        }),
      });
    });
  }

  it(
    'GET users/profile/info and users/dashboard/analytics with hostile query strings',
    { timeout: FUZZ_TIMEOUT },
    async () => {
      for (const [endpoint, path] of [
        ['users.profile.read', '/users/profile/info'],
        ['users.analytics', '/users/dashboard/analytics'],
      ] as const) {
        await fuzzEndpoint({
          app,
          counter,
          endpoint,
          readOnly: true,
          numRuns: Math.ceil(FUZZ_RUNS / 4),
          arbitrary: fc.record({
            entries: fc.array(fc.tuple(fc.string({ maxLength: 8 }), hostileString), {
              maxLength: 4,
            }),
            tail: rawTail,
            who,
          }),
          request: ({ entries, tail, who: as }) => ({
            method: 'GET',
            url: `${API}${path}${queryString(entries, tail)}`,
            headers: auth[as],
          }),
        });
      }
    },
  );

  it('keeps answering after the run', async () => {
    await expectStillAnswering(app, auth.guest);
    expectMeaningful(
      counter,
      LISTS.map((l) => l.endpoint),
    );
  });
});
