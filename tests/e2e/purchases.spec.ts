import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import qs from 'qs';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from './helpers';

// Sign-in, filters, a reload and a record page in one test: on a loaded two-CPU CI machine with
// two workers the first of them took over 60 s (2026-11-25), 18 s alone on a quiet one.
test.describe.configure({ timeout: 120_000 });

/** "YYYY-MM-DD" (UTC, the server's day) `days` from today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

/** A token for another demo account, straight from the API (no second browser session). */
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
  return res.json();
}

/**
 * A full page load (goto, reload) boots the whole console again: on a loaded CI machine that
 * alone can take longer than the default 10 s, so the first state after one gets more time.
 */
const AFTER_LOAD = { timeout: 30_000 };

/** Opens the purchase list the way a user does: from the main menu (no page load). */
async function openPurchases(page: Page, path: RegExp) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Purchases' })
    .click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { name: 'Purchases' })).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
}

/** Purchase ids of the table's visible page, in order. */
async function shownIds(page: Page) {
  const cells = page.locator('tbody tr.ant-table-row td:first-child');
  return (await cells.allInnerTexts()).map((s) => Number(s.trim()));
}

/** The list state Refine keeps in the URL (syncWithLocation), parsed as Refine parses it. */
function urlFilter(page: Page, field: string): unknown {
  const { filters } = qs.parse(new URL(page.url()).search, { ignoreQueryPrefix: true }) as {
    filters?: { field: string; value?: unknown }[];
  };
  return filters?.find((f) => f.field === field)?.value;
}

/** Types a day into one end of the range picker, once its panel is open (else antd drops it). */
async function typeDay(page: Page, placeholder: string, value: string) {
  const input = page.getByPlaceholder(placeholder);
  await input.click();
  await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeVisible();
  await input.fill(value);
  await input.press('Enter');
}

test('System Admin filters purchases by ticket status and date range, then opens one', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await openPurchases(page, /\/purchase(\?|$)/);

  const status = page.getByRole('combobox', { name: 'Ticket status' });
  await status.click();
  await page.locator('.ant-select-item-option', { hasText: 'Purchased' }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => urlFilter(page, 'ticket_status')).toEqual(['0']);
  // A narrow range: fewer than a page of purchases, so both of its ends decide what is shown.
  const from = day(-120);
  const to = day(-100);
  await typeDay(page, 'Purchased from', from);
  await expect(page.getByPlaceholder('Purchased from')).toHaveValue(from);
  await typeDay(page, 'Purchased until', to);
  await expect.poll(() => urlFilter(page, 'purchase_date')).toEqual([from, to]);

  const api = await apiGet(
    page.request,
    await tokenOf(page),
    `/purchase/list?page=1&pageSize=10&sort=purchase_date&order=desc&ticket_status=0` +
      `&purchase_date_from=${from}&purchase_date_to=${to}`,
  );
  const expected = (api.data as { purchase_id: number }[]).map((p) => p.purchase_id);
  expect(expected.length, 'the demo data has a few purchases in the range').toBeGreaterThan(0);
  expect(expected.length, 'the range holds less than a page').toBeLessThan(10);
  await expect.poll(() => shownIds(page)).toEqual(expected);
  // The ticket status column, wherever the chosen columns put it.
  const headers = await page.locator('thead th').allInnerTexts();
  const column = headers.findIndex((h) => h.trim() === 'Ticket status') + 1;
  expect(column).toBeGreaterThan(0);
  const statuses = await page
    .locator(`tbody tr.ant-table-row td:nth-child(${column})`)
    .allInnerTexts();
  expect(new Set(statuses)).toEqual(new Set(['Purchased']));

  // The filters are in the URL: a reload shows the same list and the same filter controls.
  await page.reload();
  await expect.poll(() => shownIds(page), AFTER_LOAD).toEqual(expected);
  await expect(page.getByPlaceholder('Purchased from')).toHaveValue(from);
  await expect(page.getByPlaceholder('Purchased until')).toHaveValue(to);
  // Each end is named for what it is (not both "Purchased from").
  await expect(page.getByRole('textbox', { name: 'Purchased from', exact: true })).toHaveValue(
    from,
  );
  await expect(page.getByRole('textbox', { name: 'Purchased until', exact: true })).toHaveValue(to);
  await expect(
    page.locator('.ant-select', { has: status }).locator('.ant-select-selection-item'),
  ).toHaveText(['Purchased']);

  const first = page.locator('tbody tr.ant-table-row').first();
  await first.getByRole('link', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/purchase/${expected[0]}$`));
  await expect(page.getByText(`Purchase #${expected[0]}`).first()).toBeVisible();
  await expect(page.getByText('Purchased', { exact: true })).toBeVisible();
  await expect(page.getByText('Locker allocation')).toBeVisible();
});

test('a search with & in it survives a reload', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const api = await apiGet(
    page.request,
    await tokenOf(page),
    `/purchase/list?page=1&pageSize=10&sort=purchase_date&order=desc&q=${encodeURIComponent('Drum & Bass')}`,
  );
  const expected = (api.data as { purchase_id: number }[]).map((p) => p.purchase_id);
  expect(expected.length, 'the demo data sells "Drum & Bass Session"').toBeGreaterThan(0);
  await openPurchases(page, /\/purchase(\?|$)/);
  await page.getByRole('searchbox', { name: 'Search' }).fill('Drum & Bass');
  await expect.poll(() => urlFilter(page, 'q')).toBe('Drum & Bass');
  await expect.poll(() => shownIds(page)).toEqual(expected);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(
    'Drum & Bass',
    AFTER_LOAD,
  );
  await expect.poll(() => shownIds(page)).toEqual(expected);
});

test('the users page link opens the purchases of one buyer, removable', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const token = await tokenOf(page);
  const all = await apiGet(page.request, token, '/purchase/list?page=1&pageSize=1');
  const buyer = all.data[0].user as { user_id: number; name: string };
  // A link from elsewhere (the user page, a bookmark): a full page load.
  await page.goto(`/purchase?user_id=${buyer.user_id}`);
  await expect(page.getByText(`Buyer: ${buyer.name}`)).toBeVisible(AFTER_LOAD);
  await expect.poll(() => shownIds(page)).not.toEqual([]);
  const names = await page.locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts();
  expect(new Set(names)).toEqual(new Set([buyer.name]));
  await page.getByLabel('Show every buyer').click();
  await expect(page.getByText(`Buyer: ${buyer.name}`)).toBeHidden();
  await expect(page).not.toHaveURL(/user_id=/);
});

test("Institutional Admin's list holds only its institution's purchases", async ({ page }) => {
  await signIn(page, ACCOUNTS.venueAdmin);
  const own = await page.evaluate(() => {
    const token = sessionStorage.getItem('token') ?? '';
    return JSON.parse(atob(token.split('.')[1])).institution_id as number;
  });
  await openPurchases(page, /\/purchase_institution(\?|$)/);
  await expect(page.getByRole('columnheader', { name: 'Institution' })).toHaveCount(0);

  // What the System Admin's API says this institution's first page is.
  const adminToken = await apiToken(page.request, ACCOUNTS.admin);
  const api = await apiGet(
    page.request,
    adminToken,
    `/purchase/list?page=1&pageSize=10&sort=purchase_date&order=desc&institution_id=${own}`,
  );
  const expected = (api.data as { purchase_id: number }[]).map((p) => p.purchase_id);
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(() => shownIds(page)).toEqual(expected);
  for (const row of api.data as { ticket_type: { institution: { institution_id: number } } }[]) {
    expect(row.ticket_type.institution.institution_id).toBe(own);
  }
});

test("a purchase's QR card prints the card alone and downloads the code as a PNG", async ({
  page,
}) => {
  // The browser's print dialog would block the test: record the call and what is shown then.
  await page.addInitScript(() => {
    const w = window as unknown as { printedWith?: string };
    window.print = () => {
      w.printedWith = document.body.className;
      window.dispatchEvent(new Event('afterprint'));
    };
  });
  await signIn(page, ACCOUNTS.admin);
  const token = await tokenOf(page);
  const [first] = (await apiGet(page.request, token, '/purchase/list?page=1&pageSize=1')).data;
  await page.goto(`/purchase/${first.purchase_id}`);
  const card = page.locator('.ant-card').filter({ hasText: 'QR code for the door' });
  await expect(card.locator('canvas')).toBeVisible(AFTER_LOAD);

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`purchase-${first.purchase_id}-qr.png`);

  await card.getByRole('button', { name: 'Print' }).click();
  const printedWith = await page.evaluate(
    () => (window as unknown as { printedWith?: string }).printedWith,
  );
  expect(printedWith).toContain('pp-printing-qr');
  await expect(page.locator('body')).not.toHaveClass(/pp-printing-qr/);
});
