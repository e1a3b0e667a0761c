/**
 * Rows the contract would not accept as input but a database may hold (data carried over from the
 * legacy server): a payment method or status it does not know. Reading them never fails: the
 * lists and the record pass the stored value through for the console to show as "Unknown (...)".
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, paths } from '../../contract';
import type { BuiltApp } from '../../server/app';
import { purchases } from '../../server/db/schema';
import { loginAs, makeApp } from './helpers';
import { EMAILS, FIXTURE_PASSWORD, seedPurchaseFixture } from './purchases-fixture';

describe('values outside the contract read from the database', () => {
  let app: BuiltApp;
  let headers: { authorization: string };
  let purchaseId: number;
  let institutionId = 0;

  beforeAll(async () => {
    app = await makeApp({ seed: 'none' });
    const fx = await seedPurchaseFixture(app);
    headers = (await loginAs(app, EMAILS.admin, FIXTURE_PASSWORD)).headers;
    purchaseId = fx.purchases[0].purchase_id;
    institutionId = fx.venue1.institution_id;
    await app.db
      .update(purchases)
      .set({ payment_method: 'cash', payment_status: 'chargeback' })
      .where(eq(purchases.purchase_id, purchaseId));
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers });

  it.each([
    ['the whole list', () => paths.purchaseList],
    ['a page of the list', () => `${paths.purchaseList}?page=1&pageSize=50`],
    ["an institution's list", () => paths.purchaseListByInstitution(institutionId)],
  ])('%s answers 200 with the stored value', async (_name, url) => {
    const res = await get(url());
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json().data as Array<{ purchase_id: number }>).find(
      (p) => p.purchase_id === purchaseId,
    );
    expect(row).toMatchObject({ payment_method: 'cash', payment_status: 'chargeback' });
  });

  it('the record answers 200 with the stored value', async () => {
    const res = await get(paths.purchase(purchaseId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ payment_method: 'cash' });
  });
});
