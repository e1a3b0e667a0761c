import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ACCOUNTS, goInApp, signIn } from './helpers';
import { expectListPage, searchList } from './lists';

// Each page is a lazily loaded chunk plus its texts: allow for a slow, shared CI machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** Unique per run and per test: e2e tests share one seeded server. */
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A day well in the future, "YYYY-MM-DD" (never in the past in any time zone). */
const futureDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** "2026-12-11" as the console shows a DATE in English ("Dec 11, 2026"), whatever the zone. */
const shownDay = (day: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

async function typeInPicker(page: Page, id: string, text: string) {
  const field = page.locator(`#${id}`);
  await field.click();
  await field.fill(text);
  await field.press('Enter');
}

const authHeader = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('token'))}`,
});

/** The ticket type as the API stores it, read with the signed-in user's token. */
async function apiTicket(page: Page, name: string) {
  const res = await page.request.get(`/api/v1/ticket/list?q=${encodeURIComponent(name)}`, {
    headers: await authHeader(page),
  });
  expect(res.ok()).toBe(true);
  const rows = (await res.json()).data as Record<string, unknown>[];
  return rows.find((r) => r.name === name);
}

/** Creates a ticket type through the API (set-up for the edit flows); returns its id. */
async function apiCreateTicket(page: Page, body: Record<string, unknown>): Promise<number> {
  const res = await page.request.post('/api/v1/ticket/create', {
    headers: await authHeader(page),
    data: body,
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { ticket_id: number } }).data.ticket_id;
}

async function fillDated(
  page: Page,
  name: string,
  values: { date: string; start: string; end: string; price?: string; capacity?: string },
) {
  await page.locator('#name').fill(name);
  await page.locator('#price').fill(values.price ?? '15');
  await page.locator('#capacity').fill(values.capacity ?? '120');
  await typeInPicker(page, 'date', values.date);
  await typeInPicker(page, 'start_datetime', values.start);
  await typeInPicker(page, 'end_datetime', values.end);
}

/** After a save, the saved ticket type's page (one rule for every resource). */
async function expectSavedPage(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}/\\d+$`));
}

async function pickInstitution(page: Page, name: string) {
  // The Select's search input sits under its selector: click the selector, then type.
  await page.locator('.ant-select', { has: page.locator('#institution_id') }).click();
  await page.keyboard.type(name.split(' ')[0]);
  await page.locator('.ant-select-item-option', { hasText: name }).first().click();
}

test.describe('System Admin', () => {
  test('creates a dated and a regular ticket type through the form', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    const datedName = unique('E2E dated');
    const regularName = unique('E2E regular');
    const day = futureDay(30);

    await goInApp(page, '/tickets/create');
    await pickInstitution(page, 'Neon Harbor Club');
    await fillDated(page, datedName, { date: day, start: '22:00', end: '04:00', price: '12.5' });
    await expect(page.getByText('Ends the next day (overnight event).')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSavedPage(page, '/tickets');
    await goInApp(page, '/tickets');
    await expectListPage(page, '/tickets');

    // The list's own Create button, as a user would go on (the toolbar's comes first; an empty
    // table, e.g. while it loads, offers a second one).
    await page.getByRole('link', { name: 'Create ticket type' }).first().click();
    await expect(page).toHaveURL(/\/tickets\/create$/);
    await pickInstitution(page, 'Neon Harbor Club');
    await page.locator('#name').fill(regularName);
    await page.locator('#price').fill('0');
    await page.locator('#capacity').fill('40');
    await page.getByRole('switch').click();
    await expect(page.locator('#date')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSavedPage(page, '/tickets');

    expect(await apiTicket(page, datedName)).toMatchObject({
      is_regular: 0,
      date: day,
      start_datetime: '22:00:00',
      end_datetime: '04:00:00',
      price: '12.50',
      institution: { institution_id: 1, name: 'Neon Harbor Club' },
    });
    expect(await apiTicket(page, regularName)).toMatchObject({
      is_regular: 1,
      date: null,
      start_datetime: null,
      end_datetime: null,
      price: '0.00',
    });

    // The list shows both, the regular one with its tag.
    await goInApp(page, '/tickets');
    await searchList(page, 'E2E');
    await expect(
      page.getByRole('row', { name: new RegExp(regularName) }).getByText('Regular event'),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(datedName) })).toContainText('$12.50');
  });

  test('edits a dated ticket type into a regular one and back', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    const datedName = unique('E2E to regular');
    const regularName = unique('E2E to dated');
    const dated = await apiCreateTicket(page, {
      name: datedName,
      institution_id: 1,
      price: '20.00',
      capacity: 50,
      is_regular: false,
      date: futureDay(30),
      start_datetime: '21:00:00',
      end_datetime: '23:00:00',
    });
    const regular = await apiCreateTicket(page, {
      name: regularName,
      institution_id: 1,
      price: '5.00',
      capacity: 50,
      is_regular: true,
    });

    // Dated -> regular: the switch hides the pickers and the server clears the schedule.
    await goInApp(page, `/tickets/${dated}/edit`);
    await expect(page.locator('#name')).toHaveValue(datedName);
    await expect(page.locator('#date')).toHaveValue(futureDay(30));
    await page.getByRole('switch').click();
    await expect(page.locator('#date')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSavedPage(page, '/tickets');
    expect(await apiTicket(page, datedName)).toMatchObject({
      is_regular: 1,
      date: null,
      start_datetime: null,
      end_datetime: null,
    });

    // Regular -> dated: the pickers come back, empty, and are required.
    await goInApp(page, `/tickets/${regular}/edit`);
    await expect(page.locator('#name')).toHaveValue(regularName);
    await page.getByRole('switch').click();
    await typeInPicker(page, 'date', futureDay(45));
    await typeInPicker(page, 'start_datetime', '20:00');
    await typeInPicker(page, 'end_datetime', '23:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSavedPage(page, '/tickets');
    expect(await apiTicket(page, regularName)).toMatchObject({
      is_regular: 0,
      date: futureDay(45),
      start_datetime: '20:00:00',
      end_datetime: '23:30:00',
    });
  });
});

test.describe('Institutional Admin', () => {
  test('creates a ticket type for its institution and cannot open another one', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.venueAdmin);
    const name = unique('E2E venue');
    await goInApp(page, '/tickets_institution/create');
    await expect(page.getByRole('textbox', { name: 'Institution' })).toHaveValue(
      'Neon Harbor Club',
    );
    await fillDated(page, name, { date: futureDay(12), start: '21:00', end: '23:00' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSavedPage(page, '/tickets_institution');
    await goInApp(page, '/tickets_institution');
    await searchList(page, name);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    expect(await apiTicket(page, name)).toMatchObject({ institution_id: 1 });

    // Seeded ticket type 2 belongs to institution 2.
    // The server's 403 shows the 403 page, with no Retry that could never work.
    await goInApp(page, '/tickets_institution/2');
    await expect(page.getByRole('heading', { name: '403' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Retry/ })).toHaveCount(0);
  });
});

for (const timezoneId of ['Pacific/Auckland', 'America/Los_Angeles']) {
  test.describe(`time zone ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('saves exactly the date and times picked', async ({ page }) => {
      await signIn(page, ACCOUNTS.venueAdmin);
      const name = unique(`E2E tz ${timezoneId.split('/')[1]}`);
      const day = futureDay(20);
      await goInApp(page, '/tickets_institution/create');
      await fillDated(page, name, { date: day, start: '00:30', end: '23:45' });
      await page.getByRole('button', { name: 'Save' }).click();
      // More than 12 hours: the form asks before saving.
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await expectSavedPage(page, '/tickets_institution');
      const saved = await apiTicket(page, name);
      expect(saved).toMatchObject({
        date: day,
        start_datetime: '00:30:00',
        end_datetime: '23:45:00',
      });
      // Shown back unchanged on its page, and the edit form holds the same values.
      await goInApp(page, `/tickets_institution/${String(saved?.ticket_id)}`);
      const details = page.locator('.ant-descriptions');
      await expect(details).toContainText(shownDay(day));
      await expect(details).toContainText('12:30 AM');
      await expect(details).toContainText('11:45 PM');
      await goInApp(page, `/tickets_institution/${String(saved?.ticket_id)}/edit`);
      await expect(page.locator('#date')).toHaveValue(day);
      await expect(page.locator('#start_datetime')).toHaveValue('00:30');
      await expect(page.locator('#end_datetime')).toHaveValue('23:45');
    });
  });
}
