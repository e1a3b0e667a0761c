import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './helpers';
import { expectListPage, searchList } from './lists';

/**
 * A locker number no other test or run on the same server uses (seeded lockers are 101-108):
 * nine digits from 2 upwards, from the clock and a random part. A renumbered locker adds
 * RENUMBER (ten digits starting with 1), so searching one number (`q` matches part of a number)
 * never finds another test's locker.
 */
const uniqueNumber = () =>
  200_000_000 + ((Date.now() % 800_000) * 1000 + Math.floor(Math.random() * 1000));
const RENUMBER = 1_000_000_000;

/** The list's body rows (antd Table). */
const rows = (page: Page) => page.locator('tbody tr.ant-table-row');

/** The form's number field (antd InputNumber: the input inside carries the Form.Item id). */
const numberField = (page: Page) => page.locator('input#locker_number');

const search = searchList;

// Each screen is a lazily loaded chunk plus its texts: allow for a slow, shared CI machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test('an Institutional Admin creates, edits and deletes a locker', async ({ page }) => {
  // Three screens and five saves: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const number = uniqueNumber();
  const renumbered = number + RENUMBER;
  await signIn(page, ACCOUNTS.venueAdmin);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Lockers' })
    .click();
  await expectListPage(page, '/lockers');
  await expect(rows(page).first()).toBeVisible();

  // Create: the institution is the admin's own, shown read-only.
  await page.getByRole('link', { name: 'Create locker' }).first().click();
  await expect(page).toHaveURL(/\/lockers\/create$/);
  const institution = page.getByRole('textbox', { name: 'Institution' });
  await expect(institution).not.toHaveValue('');
  await expect(institution).toHaveAttribute('readonly', '');
  const institutionName = await institution.inputValue();
  await numberField(page).fill(String(number));
  await numberField(page).press('Enter');
  // After a save, the saved record's page (one rule for every resource).
  await expect(page).toHaveURL(/\/lockers\/\d+$/);
  await page.goto('/lockers');
  await expectListPage(page, '/lockers');
  await search(page, String(number));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(institutionName);
  await expect(rows(page).first()).toContainText('Active');

  // The same number again: the server's message on the field.
  await page.goto('/lockers/create');
  await numberField(page).fill(String(number));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveText(
    `Locker number ${number} already exists in ${institutionName}`,
  );

  // Edit: new number, disabled.
  await page.goto('/lockers');
  await search(page, String(number));
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().locator('.refine-edit-button').click();
  await expect(page).toHaveURL(/\/lockers\/\d+\/edit$/);
  await expect(numberField(page)).toHaveValue(String(number));
  await numberField(page).fill(String(renumbered));
  // antd Select: open it by its selector box, then pick the option.
  await page
    .locator('.ant-form-item')
    .filter({ hasText: 'Status' })
    .locator('.ant-select-selector')
    .click();
  await page.locator('.ant-select-item-option[title="Disabled"]').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/lockers\/\d+$/);
  await expect(page.getByRole('heading', { name: `Locker ${renumbered}` })).toBeVisible();
  await expect(page.locator('.ant-descriptions')).toContainText('Disabled');

  // Delete from the locker's page: no question, the list at once with a countdown and Undo;
  // the locker is deleted when the countdown ends.
  await page.locator('.refine-delete-button').click();
  await expectListPage(page, '/lockers');
  await expect(page.getByText(/seconds to undo/)).toBeVisible();
  await expect(page.getByText(`Locker ${renumbered} deleted`)).toBeVisible();
  await search(page, String(renumbered));
  await expect(page.getByText('No locker matches these filters')).toBeVisible();
});

test("a System Admin sees an institution's seeded lockers read-only", async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/institutions/1/lockers');
  await expect(page.getByRole('heading', { name: /^Lockers of / })).toBeVisible();
  await expect(page.getByText(/Read-only view/)).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  const numbers = await rows(page).locator('td:first-child').allInnerTexts();
  expect(numbers.slice(0, 3)).toEqual(['101', '102', '103']);
  await expect(page.getByRole('link', { name: /Create/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Create/ })).toHaveCount(0);
  await expect(page.locator('.refine-edit-button, .refine-delete-button')).toHaveCount(0);
  await expect(page.locator('tbody input[type="checkbox"]')).toHaveCount(0);
  // Filtering works in the read-only view too. The search matches part of a number, and other
  // tests add lockers to this institution whose numbers may hold "101": every row left holds it,
  // the seeded 101 among them, and the other seeded lockers are gone.
  await search(page, '101');
  const numbersFound = () => rows(page).locator('td:first-child').allInnerTexts();
  await expect.poll(numbersFound).not.toContain('102');
  const found = await numbersFound();
  expect(found).toContain('101');
  expect(found.filter((n) => !n.includes('101'))).toEqual([]);
});

test('an Institutional Admin cannot open /institutions/1/lockers', async ({ page }) => {
  await signIn(page, ACCOUNTS.venueAdmin);
  await page.goto('/institutions/1/lockers');
  await expect(page.getByText('Sorry, you are not allowed to open this page.')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});
