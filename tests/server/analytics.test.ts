import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { loginAs, makeApp } from './helpers';
import { EMAILS, FIXTURE_PASSWORD, seedPurchaseFixture } from './purchases-fixture';

/*
 * The fixture's eight purchases, by hand: venue 1 ("Fixture Hall") has Gala Night 3 x 20.00
 * (completed, completed, pending) and Club Entry 3 x 7.50 (completed, failed, refunded); venue 2
 * has Away Party 2 x 12.25 (both completed). Sold = not failed/refunded; revenue = completed.
 */
describe('GET users/dashboard/analytics', () => {
  let app: BuiltApp;
  let fx: Awaited<ReturnType<typeof seedPurchaseFixture>>;
  const token: Record<string, { authorization: string }> = {};

  beforeAll(async () => {
    app = await makeApp({ seed: 'none' });
    fx = await seedPurchaseFixture(app);
    for (const [who, email] of Object.entries(EMAILS)) {
      token[who] = (await loginAs(app, email, FIXTURE_PASSWORD)).headers;
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const analytics = async (who: string) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/users/dashboard/analytics',
      headers: token[who],
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('gives a System Admin the whole platform', async () => {
    const { status, body } = await analytics('admin');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      totalUsers: 6,
      totalInstitutions: 2,
      totalEvents: 3,
      totalTicketsSold: 6,
      totalRevenue: '72.00',
      totalCustomers: 2,
      institution: null,
    });
    expect(body.data.ticketStatusCounts).toEqual([
      { ticket_status: 0, count: 4 },
      { ticket_status: 1, count: 2 },
      { ticket_status: 2, count: 2 },
    ]);
    expect(body.data.bestSellingProducts.map((p: { ticketName: string }) => p.ticketName)).toEqual([
      'Gala Night',
      'Away Party',
      'Club Entry',
    ]);
    expect(body.data.bestSellingProducts[0]).toMatchObject({
      ticketId: fx.gala.ticket_id,
      totalSold: 3,
      totalRevenue: '40.00',
      capacity: 100,
    });
    expect(body.data.upcomingEvents).toEqual([
      expect.objectContaining({
        eventName: 'Away Party',
        venue: 'Other Club',
        ticketPrice: '12.25',
      }),
      expect.objectContaining({
        eventName: 'Gala Night',
        venue: 'Fixture Hall',
        ticketPrice: '20.00',
      }),
    ]);
    expect(body.data.upcomingEvents[0].eventDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives a zero-filled monthly series of the last 12 months ending this month', async () => {
    const { body } = await analytics('admin');
    const monthly = body.data.monthly as { month: string; ticketsSold: number; revenue: string }[];
    expect(monthly).toHaveLength(12);
    const current = new Date().toISOString().slice(0, 7);
    expect(monthly[11]).toEqual({ month: current, ticketsSold: 6, revenue: '72.00' });
    expect(monthly.slice(0, 11).every((m) => m.ticketsSold === 0 && m.revenue === '0.00')).toBe(
      true,
    );
    expect(monthly.map((m) => m.month)).toEqual([...monthly.map((m) => m.month)].sort());
  });

  it('scopes an institutional admin and staff to their institution', async () => {
    for (const who of ['venue1', 'staff1']) {
      const { status, body } = await analytics(who);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        totalUsers: 5,
        totalInstitutions: 1,
        totalEvents: 2,
        totalTicketsSold: 4,
        totalRevenue: '47.50',
        totalCustomers: 2,
        institution: { institution_id: fx.venue1.institution_id, name: 'Fixture Hall' },
      });
      expect(body.data.upcomingEvents.map((e: { venue: string }) => e.venue)).toEqual([
        'Fixture Hall',
      ]);
      expect(body.data.monthly[11].revenue).toBe('47.50');
    }
  });

  it('never shows one institution the figures of another', async () => {
    const { body } = await analytics('venue2');
    expect(body.data).toMatchObject({
      totalUsers: 3,
      totalEvents: 1,
      totalTicketsSold: 2,
      totalRevenue: '24.50',
      institution: { name: 'Other Club' },
    });
    const names = body.data.bestSellingProducts.map((p: { ticketName: string }) => p.ticketName);
    expect(names).toEqual(['Away Party']);
  });

  it('refuses an app user', async () => {
    const { status, body } = await analytics('guestA');
    expect(status).toBe(403);
    expect(body).toEqual({ status: 'failed', message: 'Access denied' });
  });

  it('answers "0.00" revenue and zero counts on an empty platform, and an empty purchase list', async () => {
    const empty = await makeApp({ seed: 'none' });
    try {
      const { hashPassword } = await import('../../server/auth/password');
      const { users } = await import('../../server/db/schema');
      await empty.db.insert(users).values({
        name: 'Only Admin',
        email: 'only@partypass.test',
        password_hash: await hashPassword(FIXTURE_PASSWORD),
        role: 1,
      });
      const { headers } = await loginAs(empty, 'only@partypass.test', FIXTURE_PASSWORD);
      const res = await empty.inject({
        method: 'GET',
        url: '/api/v1/users/dashboard/analytics',
        headers,
      });
      expect(res.json().data).toMatchObject({
        totalRevenue: '0.00',
        totalTicketsSold: 0,
        totalEvents: 0,
        upcomingEvents: [],
        bestSellingProducts: [],
      });
      // No purchases at all: 200 with data [] (the legacy server answered 404).
      for (const query of ['', '?page=1&pageSize=10']) {
        const list = await empty.inject({ url: `/api/v1/purchase/list${query}`, headers });
        expect(list.statusCode).toBe(200);
        expect(list.json().data).toEqual([]);
      }
    } finally {
      await empty.close();
    }
  });
});
