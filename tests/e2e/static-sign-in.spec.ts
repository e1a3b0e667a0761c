import { readFileSync } from 'node:fs';
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, drawn } from './helpers';

/*
 * The build draws the sign-in screen into index.html (scripts/vite-static-screens.ts), so a
 * signed-out visitor has the form before the console's code has run. These tests hold the
 * console's entry script back to see the page as it is until then.
 */

const EN = JSON.parse(readFileSync('public/locales/en/auth.json', 'utf8')) as {
  login: Record<string, string>;
};
const FR = JSON.parse(readFileSync('public/locales/fr/auth.json', 'utf8')) as {
  login: Record<string, string>;
};

/** A page at /auth/login whose entry script waits for `release()`. */
async function openHeld(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/login', { waitUntil: 'commit' });
  return { page, context, release };
}

/** The sign-in form's heading, fields and button, as drawn. */
const drawnForm = (page: Page) =>
  drawn(page, {
    heading: 'h1',
    panel: 'section',
    email: '.ant-input-affix-wrapper:has(#login_email)',
    password: '.ant-input-affix-wrapper:has(#login_password)',
    button: 'form button[type="submit"]',
  });

const reactHasTheForm = (page: Page) =>
  expect(page.locator('#pp-static-sign-in')).toHaveCount(0, { timeout: 30_000 });

test('a signed-out visitor can type and send the form before the console has loaded', async ({
  browser,
}) => {
  const { page, context, release } = await openHeld(browser);
  await expect(page.getByRole('heading', { name: EN.login.title })).toBeVisible();
  await expect(page.getByLabel(EN.login.email)).toBeFocused();
  await page.keyboard.type(ACCOUNTS.admin);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  // Nothing went over the network: the page stayed, the password is in no address.
  expect(new URL(page.url()).pathname).toBe('/auth/login');
  expect(page.url()).not.toContain('PartyPass');
  release();
  await expect(page).toHaveURL(/\/dashboards\/modern$/, { timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await context.close();
});

test('what the visitor typed stays in the field they were in when the console takes over', async ({
  browser,
}) => {
  const { page, context, release } = await openHeld(browser);
  await page.getByLabel(EN.login.email).fill(ACCOUNTS.venueAdmin);
  await page.getByLabel(EN.login.password).click();
  await page.keyboard.type('half');
  release();
  await reactHasTheForm(page);
  await page.keyboard.type('-typed');
  await expect(page.getByLabel(EN.login.email)).toHaveValue(ACCOUNTS.venueAdmin);
  await expect(page.getByLabel(EN.login.password)).toHaveValue('half-typed');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await context.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the ${colorScheme} drawing looks like the form React draws`, async ({ browser }) => {
    const { page, context, release } = await openHeld(browser, { colorScheme });
    await expect(page.getByRole('heading', { name: EN.login.title })).toBeVisible();
    const before = await drawnForm(page);
    release();
    await reactHasTheForm(page);
    await page.getByLabel(EN.login.email).focus();
    expect(await drawnForm(page)).toEqual(before);
    await context.close();
  });
}

test('a visitor whose language has other texts gets the form from the console only', async ({
  browser,
}) => {
  const { page, context, release } = await openHeld(browser, { locale: 'fr-FR' });
  // The page is parsed ('interactive'); DOMContentLoaded waits for the held entry script.
  await page.waitForFunction(() => document.readyState !== 'loading');
  expect(await page.locator('form').count()).toBe(0);
  release();
  await expect(page.getByRole('heading', { name: FR.login.title })).toBeVisible({
    timeout: 30_000,
  });
  await context.close();
});
