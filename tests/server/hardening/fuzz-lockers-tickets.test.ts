/**
 * Property tests of the locker and ticket-type writes (create, update, delete), as System Admin
 * and as an Institutional Admin (whose writes must stay in its own institution whatever the
 * body says). Invariants: fuzz-kit.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lockerSchema,
  lockerUpdateSchema,
  ticketScheduleErrors,
  ticketTypeSchema,
  ticketUpdateSchema,
} from '../../../contract';
import type { BuiltApp } from '../../../server/app';
import { loginAs, makeApp } from '../helpers';
import {
  CaseCounter,
  expectCleanText,
  expectMeaningful,
  expectStillAnswering,
  fc,
  FUZZ_TIMEOUT,
  fuzzEndpoint,
  idChoice,
  ids,
  injectBody,
  prose,
  segmentOf,
  someFields,
  word,
  writeCase,
  type Reply,
  type WriteCase,
} from './fuzz-kit';

const API = '/api/v1';
type Who = 'admin' | 'venue' | 'staff';

let app: BuiltApp;
let seededLockers = 0;
let seededTickets = 0;
const auth = {} as Record<Who, Record<string, string>>;
const counter = new CaseCounter('lockers and ticket types');
/** The Institutional Admin's institution: its writes may touch nothing else. */
const VENUE_INSTITUTION = 1;

beforeAll(async () => {
  app = await makeApp();
  auth.admin = (await loginAs(app, 'admin@partypass.test')).headers;
  auth.venue = (await loginAs(app, 'venue.admin@partypass.test')).headers;
  auth.staff = (await loginAs(app, 'staff@partypass.test')).headers;
  seededLockers = Math.max(...(await ids(app, 'lockers', 'id')));
  seededTickets = Math.max(...(await ids(app, 'ticket_types', 'ticket_id')));
}, FUZZ_TIMEOUT);
afterAll(async () => {
  if (app) counter.report();
  await app?.close();
});

const who = fc.constantFrom<Who>('admin', 'admin', 'venue', 'venue', 'staff');
const institutionId = fc.oneof(
  fc.integer({ min: 1, max: 8 }),
  fc.integer({ min: 1, max: 8 }).map(String),
);

function request(method: 'POST' | 'PATCH', url: string, body: WriteCase, as: Who) {
  const { payload, headers } = injectBody(body);
  return { method, url: `${API}${url}`, headers: { ...auth[as], ...headers }, payload };
}

const scoped = (as: Who, institution: number) => {
  if (as === 'venue')
    expect(institution, 'an Institutional Admin wrote elsewhere').toBe(VENUE_INSTITUTION);
};

// Lockers ---------------------------------------------------------------------------------------

const LOCKER_FIELDS = ['institution_id', 'locker_number', 'status'] as const;
const validLocker = fc.record(
  {
    institution_id: institutionId,
    locker_number: fc.oneof(
      fc.integer({ min: 1, max: 500 }),
      fc.integer({ min: 1, max: 99_999 }).map(String),
    ),
    status: fc.constantFrom(0, 1, '0', '1'),
  },
  { requiredKeys: ['locker_number'] },
);

async function checkLocker(reply: Reply, as: Who) {
  const data = lockerSchema.strict().parse(reply.body?.data);
  scoped(as, data.institution_id);
  expect(lockerUpdateSchema.safeParse(data).success).toBe(true);
  const read = await app.inject({ url: `${API}/locker/${data.id}`, headers: auth.admin });
  expect(read.json().data).toEqual(data);
}

// Ticket types ----------------------------------------------------------------------------------

const TICKET_FIELDS = [
  'name',
  'description',
  'institution_id',
  'price',
  'capacity',
  'benefits',
  'is_regular',
  'date',
  'start_datetime',
  'end_datetime',
] as const;
const futureDay = fc
  .integer({ min: 1, max: 3000 })
  .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const validTicket = fc.record(
  {
    name: word.map((w) => `Pass ${w}`),
    description: prose,
    institution_id: institutionId,
    price: fc.oneof(fc.constantFrom('0', '12.50', '99999999.99'), fc.integer({ min: 0, max: 500 })),
    capacity: fc.oneof(
      fc.integer({ min: 1, max: 5000 }),
      fc.integer({ min: 1, max: 5000 }).map(String),
    ),
    benefits: prose,
    is_regular: fc.constantFrom(true, false, 1, 0, '1', '0', 'true', 'false'),
    date: futureDay,
    start_datetime: clock,
    end_datetime: clock,
  },
  { requiredKeys: ['name', 'institution_id', 'price', 'capacity'] },
);

async function checkTicket(reply: Reply, as: Who) {
  const data = ticketTypeSchema.strict().parse(reply.body?.data);
  scoped(as, data.institution_id);
  expectCleanText(data, 'ticket');
  const input = {
    name: data.name,
    description: data.description,
    institution_id: data.institution_id,
    price: data.price,
    capacity: data.capacity,
    benefits: data.benefits,
    is_regular: data.is_regular,
    date: data.date,
    start_datetime: data.start_datetime,
    end_datetime: data.end_datetime,
  };
  const reparsed = ticketUpdateSchema.safeParse(input);
  expect(reparsed.success, `stored ticket type is not valid input: ${JSON.stringify(data)}`).toBe(
    true,
  );
  if (reparsed.success) {
    expect(reparsed.data.name).toBe(data.name);
    expect(reparsed.data.description ?? null).toBe(data.description);
  }
  // A stored schedule obeys the schedule rules (no "earliest date": an old date may stay).
  expect(
    ticketScheduleErrors({
      is_regular: data.is_regular === 1,
      date: data.date,
      start_datetime: data.start_datetime,
      end_datetime: data.end_datetime,
    }),
  ).toEqual([]);
  const read = await app.inject({ url: `${API}/ticket/${data.ticket_id}`, headers: auth.admin });
  // The bare row, as the legacy server answers it.
  expect(read.json()).toEqual(data);
}

describe('locker writes under hostile input', () => {
  it('POST locker/create', { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzzEndpoint({
      app,
      counter,
      endpoint: 'locker.create',
      arbitrary: fc.record({
        body: writeCase(validLocker, LOCKER_FIELDS, { multipart: true }),
        who,
      }),
      request: ({ body, who: as }) => request('POST', '/locker/create', body, as),
      onSuccess: (reply, { who: as }) => checkLocker(reply, as),
    });
  });

  it('PATCH locker/update/{id}', { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzzEndpoint({
      app,
      counter,
      endpoint: 'locker.update',
      arbitrary: fc.record({
        body: writeCase(validLocker.map(someFields), LOCKER_FIELDS, { multipart: true }),
        id: idChoice,
        // A venue admin may change few of the lockers: System Admins carry the accepted cases.
        who: fc.constantFrom<Who>('admin', 'admin', 'admin', 'venue', 'staff'),
      }),
      request: async ({ body, id, who: as }) =>
        request(
          'PATCH',
          `/locker/update/${segmentOf(id, await ids(app, 'lockers', 'id'))}`,
          body,
          as,
        ),
      onSuccess: (reply, { who: as }) => checkLocker(reply, as),
    });
  });

  it('DELETE locker/delete/{id}', { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzzEndpoint({
      app,
      counter,
      endpoint: 'locker.delete',
      arbitrary: fc.record({ id: idChoice, who }),
      // Lockers the run created, plus the demo ones (those with allocations must answer 409).
      request: async ({ id, who: as }) => {
        const pool = await ids(app, 'lockers', 'id', `id > ${seededLockers} or id % 7 = 0`);
        return {
          method: 'DELETE' as const,
          url: `${API}/locker/delete/${segmentOf(id, pool)}`,
          headers: auth[as],
        };
      },
    });
  });
});

describe('ticket-type writes under hostile input', () => {
  it('POST ticket/create', { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzzEndpoint({
      app,
      counter,
      endpoint: 'ticket.create',
      arbitrary: fc.record({
        body: writeCase(validTicket, TICKET_FIELDS, { multipart: true }),
        who,
      }),
      request: ({ body, who: as }) => request('POST', '/ticket/create', body, as),
      onSuccess: (reply, { who: as }) => checkTicket(reply, as),
    });
  });

  it('PATCH ticket/update/{id}', { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzzEndpoint({
      app,
      counter,
      endpoint: 'ticket.update',
      arbitrary: fc.record({
        body: writeCase(validTicket.map(someFields), TICKET_FIELDS, { multipart: true }),
        id: idChoice,
        who,
      }),
      request: async ({ body, id, who: as }) =>
        request(
          'PATCH',
          `/ticket/update/${segmentOf(id, await ids(app, 'ticket_types', 'ticket_id'))}`,
          body,
          as,
        ),
      onSuccess: (reply, { who: as }) => checkTicket(reply, as),
    });
  });

  it('DELETE ticket/delete/{id}', { timeout: FUZZ_TIMEOUT }, async () => {
    await fuzzEndpoint({
      app,
      counter,
      endpoint: 'ticket.delete',
      arbitrary: fc.record({ id: idChoice, who }),
      request: async ({ id, who: as }) => {
        const pool = await ids(
          app,
          'ticket_types',
          'ticket_id',
          `ticket_id > ${seededTickets} or ticket_id % 5 = 0`,
        );
        return {
          method: 'DELETE' as const,
          url: `${API}/ticket/delete/${segmentOf(id, pool)}`,
          headers: auth[as],
        };
      },
    });
  });

  it('keeps answering after the run', async () => {
    await expectStillAnswering(app, auth.venue);
    expectMeaningful(counter, [
      'locker.create',
      'locker.update',
      'locker.delete',
      'ticket.create',
      'ticket.update',
      'ticket.delete',
    ]);
  });
});
