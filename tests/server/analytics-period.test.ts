import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { loginAs, makeApp } from './helpers';
import { EMAILS, FIXTURE_PASSWORD, seedPurchaseFixture } from './purchases-fixture';

/*
 * The fixture of purchases-fixture.ts with its dates moved by hand. Period P = 2025-03-01 to
 * 2025-03-10 (10 days); its previous period Q = 2025-02-19 to 2025-02-28.
 *
 *   #  buyer   ticket (venue)      price  payment    status  date (UTC)
 *   0  guestA  Gala Night (1)      20.00  completed  0       2025-03-01 00:00:00  P, first instant
 *   1  guestA  Gala Night (1)      20.00  completed  1       2025-03-10 23:59:59  P, last instant
 *   2  guestB  Gala Night (1)      20.00  pending    2       2025-03-05 12:00     P
 *   3  guestB  Club Entry (1)       7.50  completed  1       2025-02-28 23:59:59  Q, last instant
 *   4  guestA  Club Entry (1)       7.50  failed     0       2025-03-03 12:00     P (not sold)
 *   5  admin   Club Entry (1)       7.50  refunded   0       2025-02-19 00:00:00  Q (not sold)
 *   6  guestB  Away Party (2)      12.25  completed  0       2025-03-11 00:00:00  after P: neither
 *   7  guestA  Away Party (2)      12.25  completed  2       2025-02-20 10:00     Q
 *
 * Created: every row 2020-01-01 except guestA 2025-03-02 (P), guestB 2025-02-25 (Q), the second
 * venue's admin 2025-03-09 (P); Gala Night 2025-03-04 (P), Away Party 2025-02-22 (Q); the
 * second venue 2025-03-10 23:00 (P).
 */
const PURCHASE_DATES = [
  '2025-03-01T00:00:00Z',
  '2025-03-10T23:59:59Z',
  '2025-03-05T12:00:00Z',
  '2025-02-28T23:59:59Z',
  '2025-03-03T12:00:00Z',
  '2025-02-19T00:00:00Z',
  '2025-03-11T00:00:00Z',
  '2025-02-20T10:00:00Z',
];
const P = 'from=2025-03-01&to=2025-03-10';

describe('GET users/dashboard/analytics over a period', () => {
  let app: BuiltApp;
  let fx: Awaited<ReturnType<typeof seedPurchaseFixture>>;
  const token: Record<string, { authorization: string }> = {};

  beforeAll(async () => {
    app = await makeApp({ seed: 'none' });
    fx = await seedPurchaseFixture(app);
    for (const [who, email] of Object.entries(EMAILS)) {
      token[who] = (await loginAs(app, email, FIXTURE_PASSWORD)).headers;
    }
    const old = '2020-01-01T00:00:00Z';
    await app.db.execute(sql`update users set created_at = ${old}`);
    await app.db.execute(sql`update ticket_types set created_at = ${old}`);
    await app.db.execute(sql`update institutions set created_at = ${old}`);
    const setCreated = (table: string, key: string, id: number, when: string) =>
      app.db.execute(
        sql`update ${sql.identifier(table)} set created_at = ${when} where ${sql.identifier(key)} = ${id}`,
      );
    const [venue2Admin] = (
      (await app.db.execute(sql`select user_id from users where email = ${EMAILS.venue2}`)) as {
        rows: { user_id: number }[];
      }
    ).rows;
    await setCreated('users', 'user_id', fx.guestA.user_id, '2025-03-02T08:00:00Z');
    await setCreated('users', 'user_id', fx.guestB.user_id, '2025-02-25T08:00:00Z');
    await setCreated('users', 'user_id', venue2Admin.user_id, '2025-03-09T08:00:00Z');
    await setCreated('ticket_types', 'ticket_id', fx.gala.ticket_id, '2025-03-04T08:00:00Z');
    await setCreated('ticket_types', 'ticket_id', fx.away.ticket_id, '2025-02-22T08:00:00Z');
    await setCreated(
      'institutions',
      'institution_id',
      fx.venue2.institution_id,
      '2025-03-10T23:00:00Z',
    );
    for (const [i, when] of PURCHASE_DATES.entries()) {
      await app.db.execute(
        sql`update purchases set purchase_date = ${when} where purchase_id = ${fx.purchases[i].purchase_id}`,
      );
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const analytics = async (who: string, query = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/users/dashboard/analytics${query ? `?${query}` : ''}`,
      headers: token[who],
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('gives a System Admin the platform figures of the period and of the previous one', async () => {
    const { status, body } = await analytics('admin', P);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      period: { from: '2025-03-01', to: '2025-03-10', unit: 'day' },
      totalTicketsSold: 3,
      totalRevenue: '40.00',
      totalUsers: 2,
      totalCustomers: 1,
      totalEvents: 1,
      totalInstitutions: 1,
      institution: null,
    });
    expect(body.data.ticketStatusCounts).toEqual([
      { ticket_status: 0, count: 2 },
      { ticket_status: 1, count: 1 },
      { ticket_status: 2, count: 1 },
    ]);
    expect(body.data.bestSellingProducts).toEqual([
      {
        ticketName: 'Gala Night',
        ticketId: fx.gala.ticket_id,
        totalSold: 3,
        totalRevenue: '40.00',
        capacity: 100,
      },
    ]);
    expect(body.data.previous).toMatchObject({
      period: { from: '2025-02-19', to: '2025-02-28', unit: 'day' },
      totalTicketsSold: 2,
      totalRevenue: '19.75',
      totalUsers: 1,
      totalCustomers: 1,
      totalEvents: 1,
      totalInstitutions: 0,
    });
    expect(body.data.previous.ticketStatusCounts).toEqual([
      { ticket_status: 0, count: 1 },
      { ticket_status: 1, count: 1 },
      { ticket_status: 2, count: 1 },
    ]);
    // The period's best sellers, in the previous period.
    expect(body.data.previous.bestSellingProducts).toEqual([
      expect.objectContaining({ ticketName: 'Gala Night', totalSold: 0, totalRevenue: '0.00' }),
    ]);
    // The legacy series is not sent with a period; the events to come do not depend on it.
    expect(body.data.monthly).toBeUndefined();
    expect(body.data.upcomingEvents.map((e: { eventName: string }) => e.eventName)).toEqual([
      'Away Party',
      'Gala Night',
    ]);
  });

  it('gives one point a day for both periods, lined up, the edges of each day included', async () => {
    const { body } = await analytics('admin', P);
    const series = body.data.series as { start: string; ticketsSold: number; revenue: string }[];
    const previous = body.data.previous.series as typeof series;
    expect(series).toHaveLength(10);
    expect(previous).toHaveLength(10);
    expect(series[0]).toEqual({ start: '2025-03-01', ticketsSold: 1, revenue: '20.00' });
    expect(series[2]).toEqual({ start: '2025-03-03', ticketsSold: 0, revenue: '0.00' });
    expect(series[4]).toEqual({ start: '2025-03-05', ticketsSold: 1, revenue: '0.00' });
    expect(series[9]).toEqual({ start: '2025-03-10', ticketsSold: 1, revenue: '20.00' });
    expect(series.reduce((n, s) => n + s.ticketsSold, 0)).toBe(3);
    expect(previous[0]).toEqual({ start: '2025-02-19', ticketsSold: 0, revenue: '0.00' });
    expect(previous[1]).toEqual({ start: '2025-02-20', ticketsSold: 1, revenue: '12.25' });
    expect(previous[9]).toEqual({ start: '2025-02-28', ticketsSold: 1, revenue: '7.50' });
  });

  it('gives one point a month for a long period, counted from its first day', async () => {
    const { body } = await analytics('admin', 'from=2025-01-01&to=2025-06-30');
    expect(body.data.period).toEqual({ from: '2025-01-01', to: '2025-06-30', unit: 'month' });
    expect(body.data.series).toEqual([
      { start: '2025-01-01', ticketsSold: 0, revenue: '0.00' },
      { start: '2025-02-01', ticketsSold: 2, revenue: '19.75' },
      { start: '2025-03-01', ticketsSold: 4, revenue: '52.25' },
      { start: '2025-04-01', ticketsSold: 0, revenue: '0.00' },
      { start: '2025-05-01', ticketsSold: 0, revenue: '0.00' },
      { start: '2025-06-01', ticketsSold: 0, revenue: '0.00' },
    ]);
    expect(body.data).toMatchObject({ totalTicketsSold: 6, totalRevenue: '72.00' });
    // 181 days before: 2024-07-04 to 2024-12-31, as many points.
    expect(body.data.previous.period).toEqual({
      from: '2024-07-04',
      to: '2024-12-31',
      unit: 'month',
    });
    expect(body.data.previous.series.map((s: { start: string }) => s.start)).toEqual([
      '2024-07-04',
      '2024-08-04',
      '2024-09-04',
      '2024-10-04',
      '2024-11-04',
      '2024-12-04',
    ]);
    expect(body.data.previous).toMatchObject({ totalTicketsSold: 0, totalRevenue: '0.00' });
  });

  it("scopes roles 2 and 3 to their institution's period figures", async () => {
    for (const who of ['venue1', 'staff1']) {
      const { status, body } = await analytics(who, P);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        institution: { institution_id: fx.venue1.institution_id, name: 'Fixture Hall' },
        totalTicketsSold: 3,
        totalRevenue: '40.00',
        // guestA's first purchase at the venue is in P; guestB's and the admin's in Q.
        totalUsers: 1,
        totalCustomers: 1,
        totalEvents: 1,
        totalInstitutions: 0,
      });
      expect(body.data.previous).toMatchObject({
        totalTicketsSold: 1,
        totalRevenue: '7.50',
        totalUsers: 2,
        totalCustomers: 1,
        totalEvents: 0,
      });
    }
    const { body } = await analytics('venue2', P);
    expect(body.data).toMatchObject({
      institution: { name: 'Other Club' },
      totalTicketsSold: 0,
      totalRevenue: '0.00',
      totalUsers: 1,
      totalCustomers: 0,
      totalEvents: 0,
      totalInstitutions: 1,
      bestSellingProducts: [],
    });
    expect(body.data.previous).toMatchObject({
      totalTicketsSold: 1,
      totalRevenue: '12.25',
      totalUsers: 1,
      totalCustomers: 1,
      totalEvents: 1,
    });
  });

  it("never gives an institution another's figures, whatever it sends", async () => {
    const other = `${P}&institution_id=${fx.venue2.institution_id}`;
    const refused = await analytics('venue1', other);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      status: 'failed',
      message: 'Access denied: Unauthorized institution',
    });
    const own = await analytics('venue1', `${P}&institution_id=${fx.venue1.institution_id}`);
    expect(own.body.data.institution.name).toBe('Fixture Hall');
    // A System Admin may look at one institution; an unknown one is a 404.
    const admin = await analytics('admin', other);
    expect(admin.body.data).toMatchObject({ institution: { name: 'Other Club' }, totalUsers: 1 });
    const unknown = await analytics('admin', `${P}&institution_id=999999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Institution not found');
    expect((await analytics('guestA', P)).status).toBe(403);
  });

  it.each([
    ['from=2025-02-30&to=2025-03-10', 'from'],
    ['from=2025-03-01&to=10-03-2025', 'to'],
    ['from=2025-03-01', 'to'],
    ['to=2025-03-01', 'from'],
    ['from=2025-03-10&to=2025-03-01', 'from'],
    ['from=2020-01-01&to=2023-01-01', 'to'],
    ['from=2025-03-01&from=2025-03-02&to=2025-03-10', 'from'],
    [`${P}&institution_id=abc`, 'institution_id'],
    ['from=1899-06-01&to=1899-12-31', 'from'],
  ])('answers %s with a 400 naming %s', async (query, field) => {
    const { status, body } = await analytics('admin', query);
    expect(status).toBe(400);
    expect(body.status).toBe('failed');
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    expect(body.message).toContain(field);
  });

  it('accepts a period of 1096 days, and one day', async () => {
    const long = await analytics('admin', 'from=2020-01-01&to=2022-12-31');
    expect(long.status).toBe(200);
    expect(long.body.data.series).toHaveLength(36);
    const day = await analytics('admin', 'from=2025-03-10&to=2025-03-10');
    expect(day.body.data).toMatchObject({ totalTicketsSold: 1, totalRevenue: '20.00' });
    expect(day.body.data.previous).toMatchObject({
      period: { from: '2025-03-09', to: '2025-03-09' },
      totalTicketsSold: 0,
    });
  });

  it('answers without a period exactly as before (the legacy fields only)', async () => {
    const { body } = await analytics('admin');
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'bestSellingProducts',
        'institution',
        'monthly',
        'ticketStatusCounts',
        'totalCustomers',
        'totalEvents',
        'totalInstitutions',
        'totalRevenue',
        'totalTicketsSold',
        'totalUsers',
        'upcomingEvents',
      ].sort(),
    );
    expect(body.data).toMatchObject({
      totalUsers: 6,
      totalInstitutions: 2,
      totalEvents: 3,
      totalTicketsSold: 6,
      totalRevenue: '72.00',
      totalCustomers: 2,
    });
  });
});
