import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, menuLinks, signIn, chooseFromMenu } from './helpers';

// Two sign-ins and a form or two per test: 48-52 s on a loaded two-CPU CI machine (2026-11-25).
test.describe.configure({ timeout: 120_000 });

/*
 * Users and the account profile in a real browser against the real server. Every account these
 * tests sign in with and change is created here with a unique e-mail: the demo accounts (which
 * other tests use in parallel) are only used to sign in as the System Admin, never changed.
 */

const PASSWORD = 'E2e <pass> & "quotes" 1';
const unique = (tag: string) =>
  `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@e2e-users.test`;

/** Creates a user through the API as the demo System Admin; returns its e-mail and name. */
async function createAccount(request: APIRequestContext, role: number, tag: string) {
  const login = await request.post('/api/v1/users/login', {
    data: { email: ACCOUNTS.admin, password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const email = unique(tag);
  const name = `E2E ${tag} ${Date.now() % 100000}`;
  const res = await request.post('/api/v1/users/create-user', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, email, password: PASSWORD, role, institution_id: role >= 2 ? 1 : null },
  });
  expect(res.status()).toBe(201);
  return { email, name };
}

async function signOut(page: Page) {
  await chooseFromMenu(page, 'User menu', 'Log out');
  await expect(page).toHaveURL(/\/auth\/login/);
}

async function chooseOption(page: Page, label: string, option: string) {
  const box = page.getByLabel(label, { exact: true });
  // The combobox input sits under the selected value's span: click through to open the list,
  // again if the click landed while another select's list was still closing.
  await expect(async () => {
    await box.click({ force: true });
    await expect(box).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  // This select's own list (its listbox is named by the combobox's aria-controls).
  const listId = await box.getAttribute('aria-controls');
  await page
    .locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) })
    .locator('.ant-select-item-option', { hasText: option })
    .first()
    .click();
}

test('role 1 creates an institutional admin, who then signs in and sees the scoped menu', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await page.getByRole('link', { name: 'Create user' }).first().click();
  await expect(page).toHaveURL(/\/users\/create$/);
  await expect(page.getByRole('heading', { name: 'Create user' })).toBeVisible();

  const email = unique('venue-admin');
  const name = `Venue Admin ${Date.now() % 100000}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await expect(page.getByLabel('Institution', { exact: true })).toHaveCount(0);
  await chooseOption(page, 'Role', 'Institutional Admin');
  await chooseOption(page, 'Institution', '');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(page.getByText('The password needs at least 10 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/users\/\d+$/);
  // In the record's details (the History panel below repeats the values it was created with).
  const record = page.locator('.ant-descriptions');
  await expect(record.getByText(email)).toBeVisible();
  await expect(record.getByText('Institutional Admin')).toBeVisible();

  await signOut(page);
  await signIn(page, email, PASSWORD);
  const links = await menuLinks(page);
  expect(links).toContain('Dashboard');
  expect(links).toContain('Account settings');
  expect(links).not.toContain('Users');
  expect(links).not.toContain('Institutions');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByText(name).first()).toBeVisible();
});

const ROLES = [
  [0, 'app user'],
  [1, 'system admin'],
  [2, 'institutional admin'],
  [3, 'staff'],
] as const;

for (const [role, label] of ROLES) {
  test(`a ${label} edits its own profile and changes its password`, async ({ page, request }) => {
    const account = await createAccount(request, role, `self-${role}`);
    await signIn(page, account.email, PASSWORD);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Account settings' })
      .click();
    await expect(page).toHaveURL(/\/account-profile$/);
    await expect(page.getByText('Personal details')).toBeVisible();

    const newName = `${account.name} renamed`;
    const nameInput = page.getByLabel('Name', { exact: true });
    await expect(nameInput).toHaveValue(account.name);
    await nameInput.fill(newName);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile was saved')).toBeVisible();
    // The toast stays below the header: its user menu remains within reach.
    const header = (await page.locator('header.ant-layout-header').boundingBox())!;
    const toast = page.locator('.ant-notification-notice', { hasText: 'Your profile was saved' });
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    // The header shows the new name at once, without a reload.
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText(newName);

    const next = `${PASSWORD} next`;
    await page.getByLabel('Current password', { exact: true }).fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('Repeat the new password', { exact: true }).fill(next);
    await page.getByRole('button', { name: 'Change password' }).click();
    // Under the field (the notification says it too, in words: never "current_password: ...").
    const currentItem = page
      .locator('.ant-form-item')
      .filter({ has: page.getByLabel('Current password', { exact: true }) });
    await expect(currentItem.getByText('The current password is not correct')).toBeVisible();
    await expect(page.getByText(/current_password/)).toHaveCount(0);
    await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password was changed')).toBeVisible();

    await signOut(page);
    await signIn(page, account.email, next);
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByText(newName).first()).toBeVisible();
  });
}

test('an app user cannot reach /users', async ({ page, request }) => {
  const account = await createAccount(request, 0, 'no-users');
  await signIn(page, account.email, PASSWORD);
  // Typed into the address bar: a full page load, which on a loaded CI machine takes a while.
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: '403' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await menuLinks(page)).not.toContain('Users');
});
