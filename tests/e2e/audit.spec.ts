import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ACCOUNTS, goInApp, signIn } from './helpers';
import { expectListPage } from './lists';

/*
 * The audit history (issue 44) end to end: an edit made through the console is on its record's
 * History panel at once, and a System Admin's Activity screen filters the history by resource.
 */

// Each page is a lazily loaded chunk plus its texts: allow for a slow, shared CI machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** Unique per run: e2e tests share one seeded server. */
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function apiCreateTicket(page: Page, name: string): Promise<number> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await page.request.post('/api/v1/ticket/create', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, institution_id: 1, price: '20.00', capacity: 50, is_regular: true },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { ticket_id: number } }).data.ticket_id;
}

test('a ticket type edited a moment before is on its History panel, and on the Activity screen filtered by resource', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, ACCOUNTS.admin);
  const name = unique('E2E audited');
  const id = await apiCreateTicket(page, name);

  // Edit the price through the form; the save opens the ticket type's page.
  await goInApp(page, `/tickets/${id}/edit`);
  await expect(page.locator('#name')).toHaveValue(name);
  await page.locator('#price').fill('17.25');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${id}$`));

  const history = page.locator('.ant-card', {
    has: page.getByRole('heading', { name: 'History' }),
  });
  const entries = history.getByTestId('history-entry');
  // Newest first: the edit, then the creation.
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Updated');
  await expect(entries.first()).toContainText(ACCOUNTS.admin);
  await expect(entries.first()).toContainText('Price: 20.00 → 17.25');
  await expect(entries.nth(1)).toContainText('Created');
  await expect(entries.nth(1)).toContainText(`Name: - → ${name}`);

  // The Activity screen, from the menu, filtered by resource.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expectListPage(page, '/activity');
  await page
    .locator('.ant-select', { has: page.getByRole('combobox', { name: 'Resource' }) })
    .click();
  await page.locator('.ant-select-item-option', { hasText: 'Ticket types' }).click();
  await expect.poll(() => [...new URL(page.url()).searchParams.values()]).toContain('tickets');
  const rows = page.locator('tbody tr.ant-table-row');
  // The record is named as its pages title it, once its name is read.
  await expect(rows.first()).toContainText(`Ticket types: ${name}`);
  await expect(rows.first()).toContainText('Price: 20.00 → 17.25');
  // The filtered rows replace the unfiltered ones once their request answers.
  await expect
    .poll(async () => {
      const resources = await rows.locator('td:nth-child(3)').allInnerTexts();
      return resources.length > 0 && resources.every((r) => r.startsWith('Ticket types'));
    })
    .toBe(true);
  // The record's link opens its page again.
  await rows
    .first()
    .getByRole('link', { name: `Ticket types: ${name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${id}$`));
});
