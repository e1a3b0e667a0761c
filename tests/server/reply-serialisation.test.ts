/**
 * List replies are written by writers generated from the contract's schemas (fast-json-stringify,
 * server/serializers/write.ts), not checked with zod on every read: what they write must still be
 * what the contract describes. Each such reply is parsed here with the contract's own schemas, and
 * every item must carry exactly the contract's fields (a dropped optional field fails too), with
 * values the contract does not list as input (a payment method and status carried over from the
 * legacy server) and text that needs escaping.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API_BASE,
  institutionSchema,
  lockerSchema,
  paths,
  purchaseSchema,
  readReplySchema,
  ticketTypeSchema,
  userSchema,
} from '../../contract';
import type { BuiltApp } from '../../server/app';
import { institutions, purchases, ticketTypes, users } from '../../server/db/schema';
import { writeInstitution } from '../../server/serializers/institution';
import { writeLocker } from '../../server/serializers/locker';
import { toPurchaseWire, writePurchase, type PurchaseRow } from '../../server/serializers/purchase';
import { writeTicketType } from '../../server/serializers/ticket';
import { writeUser } from '../../server/serializers/user';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { loginAs, makeApp } from './helpers';
import { EMAILS, FIXTURE_PASSWORD, seedPurchaseFixture } from './purchases-fixture';

const row: PurchaseRow = {
  purchase_id: 7,
  user_id: 3,
  ticket_id: 4,
  purchase_date: new Date('2026-05-01T10:20:30.123Z'),
  ticket_date: null,
  price_amount: '12.5',
  payment_status: 'chargeback',
  payment_method: 'cash',
  ticket_status: 2,
  buyer_id: 3,
  buyer_name: 'Zoë "Quote" \\ Back\u2028slash',
  buyer_email: 'zoe@example.test',
  type_id: 4,
  type_name: 'Gala </script>',
  type_date: '2026-06-01',
  type_start: '20:00:00',
  type_end: null,
  institution_id: 9,
  institution_name: 'Club Ü',
};

describe('purchases written from the contract schema', () => {
  it('writes what the contract parses back to the same purchase', () => {
    for (const value of [
      row,
      { ...row, buyer_id: null, buyer_name: null, buyer_email: null },
      { ...row, type_id: null, institution_id: null },
      { ...row, institution_id: null, institution_name: null },
    ]) {
      const purchase = toPurchaseWire(value);
      const written = writePurchase(purchase);
      expect(purchaseSchema.parse(JSON.parse(written))).toEqual(purchase);
      expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(purchase)));
    }
  });

  it('leaves out what the contract does not name', () => {
    const purchase = { ...toPurchaseWire(row), internal_note: 'not on the wire' };
    expect(JSON.parse(writePurchase(purchase))).not.toHaveProperty('internal_note');
  });
});

describe('replies with purchases parse with the contract', () => {
  let app: BuiltApp;
  let admin: { authorization: string };
  let venue: { authorization: string };
  let purchaseId = 0;
  let institutionId = 0;

  beforeAll(async () => {
    app = await makeApp({ seed: 'none' });
    const fx = await seedPurchaseFixture(app);
    admin = (await loginAs(app, EMAILS.admin, FIXTURE_PASSWORD)).headers;
    venue = (await loginAs(app, EMAILS.venue1, FIXTURE_PASSWORD)).headers;
    purchaseId = fx.purchases[0].purchase_id;
    institutionId = fx.venue1.institution_id;
    await app.db
      .update(purchases)
      .set({ payment_method: 'cash', payment_status: 'chargeback', ticket_date: null })
      .where(eq(purchases.purchase_id, purchaseId));
    await app.db
      .update(users)
      .set({ name: 'Zoë "Quote" \\ Back' })
      .where(eq(users.user_id, fx.purchases[0].user_id));
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = async (url: string, headers = admin) => {
    const res = await app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return JSON.parse(res.body) as unknown;
  };
  const listReply = readReplySchema(z.array(purchaseSchema));

  it.each([
    ['the whole list', () => paths.purchaseList],
    ['a page of the list', () => `${paths.purchaseList}?page=1&pageSize=50&sort=user_name`],
    ['a jumped page', () => `${paths.purchaseList}?page=2&pageSize=1&sort=payment_method`],
    ["an institution's page", () => `${paths.purchaseListByInstitution(institutionId)}?page=1`],
  ])('%s', async (_name, url) => {
    const body = await get(url(), _name.startsWith('an institution') ? venue : admin);
    const parsed = listReply.parse(body);
    expect(parsed.data.length).toBeGreaterThan(0);
    const odd = parsed.data.find((p) => p.purchase_id === purchaseId);
    if (odd) expect(odd).toMatchObject({ payment_method: 'cash', payment_status: 'chargeback' });
  });

  it('one purchase', async () => {
    const body = await get(paths.purchase(purchaseId));
    const parsed = readReplySchema(purchaseSchema).parse(body);
    expect(parsed.data).toMatchObject({
      purchase_id: purchaseId,
      payment_method: 'cash',
      user: { name: 'Zoë "Quote" \\ Back' },
    });
  });
});

const ODD = 'Zoë "Quote" \\ Back\u2028slash </script>';
const institutionRef = { institution_id: 9, name: ODD };

/** Every key of an object schema, nested objects and arrays of objects included, as paths. */
function schemaKeys(schema: z.ZodType, prefix = ''): string[] {
  const inner =
    schema instanceof z.ZodNullable || schema instanceof z.ZodOptional
      ? (schema.unwrap() as z.ZodType)
      : schema;
  if (inner instanceof z.ZodArray) return schemaKeys(inner.element as z.ZodType, `${prefix}[]`);
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, value]) => [
    `${prefix}${key}`,
    ...schemaKeys(value, `${prefix}${key}.`),
  ]);
}

/** The same for a value (null and absent nested objects name no keys). */
function valueKeys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((v) => valueKeys(v, `${prefix}[]`)))];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => [
    `${prefix}${key}`,
    ...valueKeys(v, `${prefix}${key}.`),
  ]);
}

/** Keys of `item` that the contract does not name, and contract keys `item` leaves out. */
function keyDifference(schema: z.ZodType, item: unknown) {
  const expected = new Set(schemaKeys(schema));
  const got = valueKeys(item);
  const present = new Set(got.map((k) => k.split('.')[0]));
  return {
    extra: got.filter((k) => !expected.has(k)),
    missing: [...expected].filter((k) => !k.includes('.') && !present.has(k)),
  };
}

describe('other list items written from the contract schemas', () => {
  const cases: [string, z.ZodType, (value: never) => string, unknown[]][] = [
    [
      'a locker',
      lockerSchema,
      writeLocker,
      [
        { id: 1, institution_id: 9, locker_number: 12, status: 0, institution: institutionRef },
        { id: 2, institution_id: 9, locker_number: 13, status: 1, institution: null },
      ],
    ],
    [
      'a ticket type',
      ticketTypeSchema,
      writeTicketType,
      [
        {
          ticket_id: 4,
          name: ODD,
          description: null,
          institution_id: 9,
          price: '12.50',
          capacity: 0,
          benefits: 'a\nb',
          is_regular: 0,
          date: '2026-06-01',
          start_datetime: '20:00:00',
          end_datetime: null,
          institution: institutionRef,
          sold: 3,
        },
        {
          ticket_id: 5,
          name: 'Regular',
          description: 'd',
          institution_id: 9,
          price: '0.00',
          capacity: 10,
          benefits: null,
          is_regular: 1,
          date: null,
          start_datetime: null,
          end_datetime: null,
          institution: null,
        },
      ],
    ],
    [
      'an institution',
      institutionSchema,
      writeInstitution,
      [
        {
          institution_id: 9,
          name: ODD,
          email: null,
          phone: '+41 1',
          address: null,
          map_location: null,
          status: 1,
          details: ODD,
          cover_photo: '/uploads/covers/a.jpg',
          video_link: null,
        },
      ],
    ],
    [
      'a user',
      userSchema,
      writeUser,
      [
        {
          user_id: 3,
          name: ODD,
          email: 'zoe@example.test',
          phone: null,
          role: 2,
          is_social: 0,
          social_uuid: null,
          date_of_birth: '1990-01-31',
          institution_id: 9,
          institution: institutionRef,
          profile_pic: '/uploads/profiles/p.png',
        },
        {
          user_id: 4,
          name: 'Nobody',
          email: 'n@example.test',
          phone: '1',
          role: 0,
          is_social: 1,
          social_uuid: 'abc',
          date_of_birth: null,
          institution_id: null,
          institution: null,
          profile_pic: null,
        },
      ],
    ],
  ];

  it.each(cases)(
    '%s: what the contract parses back to the same value',
    (_name, schema, write, values) => {
      for (const value of values) {
        const written = (write as (v: unknown) => string)(value);
        expect(schema.parse(JSON.parse(written))).toEqual(value);
        expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(value)));
        // The onSend hook finds image paths as `"field":"/uploads/` (http/image-urls.ts).
        for (const field of ['cover_photo', 'profile_pic']) {
          const path = (value as Record<string, unknown>)[field];
          if (typeof path === 'string') expect(written).toContain(`"${field}":"${path}"`);
        }
        const extra = (write as (v: unknown) => string)({
          ...(value as object),
          password_hash: 'x',
        });
        expect(JSON.parse(extra)).not.toHaveProperty('password_hash');
      }
    },
  );
});

describe('list replies parse with the contract, field for field', () => {
  let app: BuiltApp;
  let admin: { authorization: string };
  let guest: { authorization: string };
  let institutionId = 0;

  beforeAll(async () => {
    app = await makeApp();
    admin = (await loginAs(app, DEMO_ACCOUNTS[0].email)).headers;
    guest = (await loginAs(app, DEMO_ACCOUNTS[4].email)).headers;
    const [first] = await app.db.select().from(institutions).limit(1);
    institutionId = first.institution_id;
    await app.db
      .update(institutions)
      .set({ name: ODD, cover_photo: '/uploads/covers/odd.jpg', email: null })
      .where(eq(institutions.institution_id, institutionId));
    await app.db
      .update(users)
      .set({ name: ODD, phone: null, profile_pic: '/uploads/profiles/odd.png' })
      .where(eq(users.email, DEMO_ACCOUNTS[1].email));
    await app.db
      .update(ticketTypes)
      .set({ description: ODD })
      .where(eq(ticketTypes.institution_id, institutionId));
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = async (url: string, headers = admin) => {
    const res = await app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res;
  };
  const institutionTickets = institutionSchema.extend({ Tickets: z.array(ticketTypeSchema) });

  const listCases: [string, () => string, z.ZodType, boolean][] = [
    ['users', () => paths.userList, userSchema, true],
    ['a page of users', () => `${paths.userList}?page=2&pageSize=3&sort=name`, userSchema, true],
    ['ticket types', () => paths.ticketList, ticketTypeSchema, true],
    [
      'a page of ticket types',
      () => `${paths.ticketList}?page=1&pageSize=5&sort=sold`,
      ticketTypeSchema,
      true,
    ],
    ['ticket types (app user)', () => `${paths.ticketList}?page=1`, ticketTypeSchema, true],
    ['institutions', () => paths.institutionList, institutionSchema, true],
    [
      'a page of institutions',
      () => `${paths.institutionList}?page=1&pageSize=2`,
      institutionSchema,
      true,
    ],
    ['lockers', () => paths.lockerList(institutionId), lockerSchema, true],
    [
      'a page of lockers',
      () => `${paths.lockerList(institutionId)}?page=2&pageSize=4`,
      lockerSchema,
      true,
    ],
    [
      "an institution's ticket types",
      () => paths.institutionTickets(institutionId),
      institutionTickets,
      true,
    ],
    [
      "a page of an institution's ticket types",
      () => `${paths.institutionTickets(institutionId)}?page=1&pageSize=2`,
      institutionTickets,
      true,
    ],
    [
      'a page past the end',
      () => `${paths.lockerList(institutionId)}?page=999`,
      lockerSchema,
      false,
    ],
    [
      "an unknown institution's ticket types",
      () => `${paths.institutionTickets(999999)}?page=1`,
      institutionTickets,
      false,
    ],
  ];

  it.each(listCases)('%s', async (name, url, schema, filled) => {
    const res = await get(url(), name.includes('app user') ? guest : admin);
    const body = JSON.parse(res.body) as { data: unknown[]; meta?: unknown };
    const parsed = readReplySchema(z.array(schema)).parse(body);
    expect(Object.keys(body).sort()).toEqual(
      url().includes('page') ? ['data', 'meta', 'status'] : ['data', 'status'],
    );
    if (!filled) {
      expect(parsed.data).toEqual([]);
      return;
    }
    expect(parsed.data.length).toBeGreaterThan(0);
    for (const item of body.data)
      expect(keyDifference(schema, item)).toEqual({ extra: [], missing: [] });
    // Image paths leave as absolute URLs: the onSend hook still finds them in the written text.
    for (const match of res.body.matchAll(/"(cover_photo|profile_pic)":"([^"]*)"/g)) {
      expect(match[2]).toMatch(/^http:\/\/[^/]+\/uploads\//);
    }
  });

  it('writes the stored odd text as JSON.stringify would read it back', async () => {
    const res = await get(`${paths.institutionList}?page=1&pageSize=100`);
    const parsed = readReplySchema(z.array(institutionSchema)).parse(JSON.parse(res.body));
    const odd = parsed.data.find((i) => i.institution_id === institutionId);
    expect(odd).toMatchObject({ name: ODD, email: null });
    expect(odd?.cover_photo).toMatch(/^http:\/\/[^/]+\/uploads\/covers\/odd\.jpg$/);
  });
});
