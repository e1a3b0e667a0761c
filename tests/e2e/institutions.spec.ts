import { writeFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './helpers';
import { expectListPage, searchList } from './lists';

// The whole flow renders several lazily loaded pages: allow for a slow (shared) machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(180_000);

/** Signs in through the form and waits for the dashboard URL (not its content). */
async function signIn(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboards\/modern$/);
}

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function save(page: Page) {
  await page.getByRole('button', { name: /Save/ }).click();
}

test('System Admin creates, finds, edits, opens the lockers of, and deletes an institution', async ({
  page,
}, testInfo) => {
  const name = `E2E Venue ${unique()}`;
  const email = `${unique()}@venue.example`;
  const coverPath = testInfo.outputPath('cover.png');
  writeFileSync(coverPath, PNG);

  await signIn(page, ACCOUNTS.admin);
  await page.goto('/institutions/create');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('+44 20 7946 1234');
  await page.getByLabel('Address').fill('1 Test Street, London');
  await page
    .getByLabel('Map location')
    .fill('<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4"></iframe>');
  await page.locator('input[type="file"]').setInputFiles(coverPath);
  await save(page);

  // Its page: name, cover photo (really served), map.
  await expect(page).toHaveURL(/\/institutions\/\d+$/);
  const id = page.url().split('/').pop();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  const cover = page.getByAltText(`Cover of ${name}`);
  await expect(cover).toBeVisible();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  await expect(page.getByTitle(`Map of ${name}`)).toHaveAttribute(
    'src',
    'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4',
  );

  // In the list, found by search.
  await page.goto('/institutions');
  await expectListPage(page, '/institutions');
  await searchList(page, name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
  await expect(row).toContainText('Active');

  // Edit.
  await page.goto(`/institutions/${id}/edit`);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await page.getByLabel('Details').fill('Edited by the browser test');
  await save(page);
  await expect(page).toHaveURL(new RegExp(`/institutions/${id}$`));
  // In the record's details (the History panel below repeats the new value).
  await expect(page.locator('.ant-descriptions')).toContainText('Edited by the browser test');

  // Its lockers (the lockers issue's page).
  await page.getByRole('link', { name: 'Lockers' }).click();
  await expectListPage(page, `/institutions/${id}/lockers`);
  await expect(page.getByText('Sorry, you are not allowed to open this page.')).toHaveCount(0);

  // Delete (no purchases: a plain delete), with confirmation.
  await page.goto(`/institutions/${id}`);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  // The header button may carry its icon's name ("delete Delete"); the confirmation's is "Delete".
  await page
    .getByRole('button', { name: /^(delete ?)?Delete$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectListPage(page, '/institutions');
  await searchList(page, name);
  await expect(page.getByText('No institution matches these filters')).toBeVisible();
  const res = await page.request.get(`/api/v1/institute/${id}`, {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('token'))}`,
    },
  });
  expect(res.status()).toBe(404);
});

test('Institutional Admin edits its own institution and cannot reach /institutions', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.venueAdmin);
  await page.goto('/institution_detail');
  // The venue's name (the History panel has a level-2 heading of its own).
  const heading = page.getByRole('heading', { level: 2 }).filter({ hasNotText: /^History$/ });
  await expect(heading).toBeVisible();
  const name = (await heading.innerText()).trim();

  await page.getByRole('link', { name: /Edit/ }).click();
  await expect(page).toHaveURL(/\/institution_detail\/edit$/);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByText('Only a System Admin can change the status.')).toBeVisible();
  const details = page.getByLabel('Details');
  const original = await details.inputValue();
  const edited = `Edited by venue admin ${unique()}`;
  await details.fill(edited);
  // The browser's own dialog never shows for an in-app navigation.
  const browserDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // Leaving with unsaved changes asks first, in the console's own dialog (not the browser's);
  // Stay, or Escape, keeps the form as it was.
  const lockers = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Lockers' });
  const question = page.getByRole('dialog', { name: 'Leave this page?' });
  await lockers.click();
  await expect(question).toContainText('You have unsaved changes.');
  await expect(question.getByRole('button', { name: 'Stay' })).toBeFocused();
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/institution_detail\/edit$/);
  await expect(details).toHaveValue(edited);
  await lockers.click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/institution_detail\/edit$/);
  await expect(details).toHaveValue(edited);

  await save(page);
  await expect(page).toHaveURL(/\/institution_detail$/);
  const record = page.locator('.ant-descriptions');
  await expect(record).toContainText(edited);

  // Restore what other tests may read.
  await page.getByRole('link', { name: /Edit/ }).click();
  await page.getByLabel('Details').fill(original);
  await save(page);
  await expect(page).toHaveURL(/\/institution_detail$/);
  // Gone from the record; the History panel keeps both edits.
  await expect(record).not.toContainText(edited);

  // Leave drops the changes and goes where the link pointed.
  await page.getByRole('link', { name: /Edit/ }).click();
  await page.getByLabel('Details').fill(`Dropped ${unique()}`);
  await lockers.click();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/lockers(\?|$)/);
  await expect(question).toBeHidden();
  expect(browserDialogs).toEqual([]);

  await page.goto('/institutions');
  await expect(page.getByText('Sorry, you are not allowed to open this page.')).toBeVisible();
});
