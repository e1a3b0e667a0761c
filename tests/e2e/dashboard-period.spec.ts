import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './helpers';

const usd = (value: string | number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(Number(value));
const integer = (value: number) => new Intl.NumberFormat('en').format(value);

type Figures = {
  totalTicketsSold: number;
  totalRevenue: string;
  totalUsers: number;
  previous?: { totalTicketsSold: number; totalRevenue: string };
};

async function figures(page: Page, query = ''): Promise<Figures> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await page.request.get(`/api/v1/users/dashboard/analytics${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), query).toBe(true);
  return (await res.json()).data;
}

/** The figure of a card (its first statistic: the second one is the change). */
const statValue = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).locator('.ant-statistic-content-value').first();

test('System Admin: a preset puts the period in the URL and the figures of that period on the page', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  const allTime = await figures(page);
  await expect(statValue(page, 'Tickets sold')).toHaveText(integer(allTime.totalTicketsSold));

  await page.getByPlaceholder('Start date').click();
  await page.getByText('Last 30 days', { exact: true }).click();
  await expect(page).toHaveURL(
    /\/dashboards\/modern\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
  );
  const url = new URL(page.url());
  const from = url.searchParams.get('from');
  const to = url.searchParams.get('to');
  const period = await figures(page, `?from=${from}&to=${to}`);
  // The demo's sales span more than 30 days: the figures change with the period.
  expect(period.totalTicketsSold).toBeLessThan(allTime.totalTicketsSold);

  await expect(statValue(page, 'Tickets sold')).toHaveText(integer(period.totalTicketsSold));
  await expect(statValue(page, 'Revenue')).toHaveText(usd(period.totalRevenue));
  await expect(statValue(page, 'New users')).toHaveText(integer(period.totalUsers));
  await expect(
    page.getByLabel('Revenue', { exact: true }).getByTestId('period-change'),
  ).toContainText(`Previous period: ${usd(period.previous!.totalRevenue)}`);
  const chart = page.getByRole('region', { name: 'Revenue per day' });
  await expect(chart.locator('canvas').first()).toBeVisible({ timeout: 20_000 });

  // A reload (or a shared link) opens the same period.
  await page.reload();
  await expect(page.getByPlaceholder('Start date')).toHaveValue(from!);
  await expect(page.getByPlaceholder('End date')).toHaveValue(to!);
  await expect(statValue(page, 'Tickets sold')).toHaveText(integer(period.totalTicketsSold));
});
