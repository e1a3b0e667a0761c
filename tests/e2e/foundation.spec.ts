import { expect, test } from '@playwright/test';
import { ACCOUNTS, menuLinks, signIn, chooseFromMenu } from './helpers';

/*
 * What each demo account sees in the main menu. It follows the policy table of src/access and
 * grows as resources land; a link a role may not open must never appear.
 */
const MENU: Record<keyof typeof ACCOUNTS, { shows: string[]; hides: string[] }> = {
  admin: {
    shows: [
      'Dashboard',
      'Institutions',
      'Ticket types',
      'Users',
      'Purchases',
      'Activity',
      'Door',
      'Account settings',
    ],
    hides: ['My institution', 'Lockers'],
  },
  venueAdmin: {
    shows: [
      'Dashboard',
      'My institution',
      'Ticket types',
      'Lockers',
      'Purchases',
      'Activity',
      'Door',
    ],
    hides: ['Institutions', 'Users'],
  },
  venue2Admin: {
    shows: ['Dashboard', 'My institution', 'Ticket types', 'Lockers', 'Purchases', 'Activity'],
    hides: ['Institutions', 'Users'],
  },
  staff: {
    shows: ['Dashboard', 'Door', 'Account settings'],
    hides: [
      'Institutions',
      'Users',
      'Lockers',
      'My institution',
      'Ticket types',
      'Purchases',
      'Activity',
    ],
  },
  guest: {
    shows: ['Dashboard', 'Account settings'],
    hides: [
      'Institutions',
      'Users',
      'Lockers',
      'My institution',
      'Ticket types',
      'Purchases',
      'Door',
      'Activity',
    ],
  },
};

for (const [who, email] of Object.entries(ACCOUNTS) as [keyof typeof ACCOUNTS, string][]) {
  test(`${who} signs in, lands on the dashboard and sees only the menu of the role`, async ({
    page,
  }) => {
    await signIn(page, email);
    // Activity joins the menu once the server has said it keeps an audit history.
    if (MENU[who].shows.includes('Activity')) {
      await expect(
        page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Activity' }),
      ).toBeVisible();
    }
    const links = await menuLinks(page);
    for (const name of MENU[who].shows) expect(links).toContain(name);
    for (const name of MENU[who].hides) expect(links).not.toContain(name);
  });
}

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(ACCOUNTS.admin);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('signing out clears the session token and returns to the login page', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  await chooseFromMenu(page, 'User menu', 'Log out');
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await page.goto('/dashboards/modern');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('the user menu names the role and the institution of an institutional admin', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.venueAdmin);
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByText('Institutional Admin')).toBeVisible();
  await expect(page.getByText(/^Institution: /)).toBeVisible();
  await expect(page.getByText(ACCOUNTS.venueAdmin)).toBeVisible();
});

test('a System Admin page opened by an Institutional Admin shows the 403 page', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.venueAdmin);
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: '403' })).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole('button', { name: 'Back home' }).click();
  await expect(page).toHaveURL(/\/dashboards\/modern$/);
});

test('an unknown path lands on the 404 page, signed in or not', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/auth\/404$/);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await signIn(page, ACCOUNTS.staff);
  await page.goto('/dashboards/nothing-here');
  await expect(page).toHaveURL(/\/auth\/404$/);
});

test('the root redirects a signed-in user to the dashboard and a visitor to sign in', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);
  await signIn(page, ACCOUNTS.guest);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboards\/modern$/);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/dashboards\/modern$/);
});

test('the public landing page and maintenance page open without signing in', async ({ page }) => {
  await page.goto('/landingpage');
  await expect(page.getByRole('link', { name: 'Sign in to the console' })).toBeVisible();
  await page.goto('/auth/maintenance');
  await expect(page).toHaveURL(/\/auth\/maintenance$/);
});

test('the layout has a 70 px header and a 270 px sider that collapses to 87 px', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  const sider = page.locator('.ant-layout-sider').first();
  expect((await sider.boundingBox())?.width).toBe(270);
  const header = page.locator('.ant-layout-header').first();
  expect((await header.boundingBox())?.height).toBe(70);
  // The header's arrow (the sider's own foot bar has the same name).
  await header.getByRole('button', { name: 'Collapse the side menu' }).click();
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(87);
});
