/**
 * Purchases are written by a writer generated from the contract's schema (fast-json-stringify,
 * server/serializers/purchase.ts), not checked with zod on every read: what it writes must still
 * be what the contract describes. Each reply that carries purchases is parsed here with the
 * contract's own schemas, with values the contract does not list as input (a payment method and
 * status carried over from the legacy server) and names that need escaping.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_BASE, paths, purchaseSchema, readReplySchema } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { purchases, users } from '../../server/db/schema';
import { toPurchaseWire, writePurchase, type PurchaseRow } from '../../server/serializers/purchase';
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
