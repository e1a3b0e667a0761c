import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from './helpers';

const usd = (value: string | number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(Number(value));
const integer = (value: number) => new Intl.NumberFormat('en').format(value);

async function apiToken(request: APIRequestContext, email: string) {
  const res = await request.post('/api/v1/users/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).token as string;
}

async function apiGet(request: APIRequestContext, token: string | null, path: string) {
  const res = await request.get(`/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), path).toBe(true);
  return (await res.json()).data;
}

const statValue = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).locator('.ant-statistic-content-value');

type Row = { price_amount: string; payment_status: string };

test('System Admin: the platform figures, the charts and the upcoming events', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const figures = await apiGet(page.request, token, '/users/dashboard/analytics');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(statValue(page, 'Total users')).toHaveText(integer(figures.totalUsers));
  await expect(statValue(page, 'Revenue')).toHaveText(usd(figures.totalRevenue));
  await expect(statValue(page, 'Customers')).toHaveText(integer(figures.totalCustomers));
  // The charts draw on canvases once their chunk has loaded.
  for (const title of ['Revenue per month', 'Tickets sold per month', 'Tickets by status']) {
    const card = page.getByRole('region', { name: title });
    await expect(card.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  }
  const upcoming = page.getByRole('region', { name: 'Upcoming events' });
  for (const event of figures.upcomingEvents as { eventName: string }[]) {
    await expect(upcoming.getByText(event.eventName).first()).toBeVisible();
  }
});

test("Institutional Admin: only its institution's figures, its name in the title", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.venueAdmin);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const own = await apiGet(page.request, token, '/users/dashboard/analytics');
  expect(own.institution).not.toBeNull();
  await expect(
    page.getByRole('heading', { name: `Dashboard · ${own.institution.name}` }),
  ).toBeVisible();

  // The System Admin's purchase list of that institution gives the same sales and revenue.
  const adminToken = await apiToken(page.request, ACCOUNTS.admin);
  const rows = (await apiGet(
    page.request,
    adminToken,
    `/purchase/list?institution_id=${own.institution.institution_id}`,
  )) as Row[];
  const sold = rows.filter((r) => !['failed', 'refunded'].includes(r.payment_status)).length;
  const revenue = rows
    .filter((r) => r.payment_status === 'completed')
    .reduce((sum, r) => sum + Math.round(Number(r.price_amount) * 100), 0);
  expect(own.totalTicketsSold).toBe(sold);
  expect(Number(own.totalRevenue)).toBeCloseTo(revenue / 100, 2);
  // Each figure is named for the venue; the institution count (always 1) is not shown.
  await expect(statValue(page, 'Tickets sold here')).toHaveText(integer(sold));
  await expect(statValue(page, 'Revenue of this venue')).toHaveText(usd(revenue / 100));
  await expect(statValue(page, 'Institutions')).toHaveCount(0);

  const platform = await apiGet(page.request, adminToken, '/users/dashboard/analytics');
  expect(platform.totalTicketsSold).toBeGreaterThan(sold);
});

test('app user: a welcome page, no figures', async ({ page }) => {
  const analyticsCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/dashboard/analytics')) analyticsCalls.push(r.url());
  });
  await signIn(page, ACCOUNTS.guest);
  await expect(page.getByRole('link', { name: /Open my profile/ })).toBeVisible();
  await expect(page.getByText('Total users')).toHaveCount(0);
  expect(analyticsCalls).toEqual([]);
});
