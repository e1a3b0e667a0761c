import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'PartyPass!2026';

export const ACCOUNTS = {
  admin: 'admin@partypass.test',
  venueAdmin: 'venue.admin@partypass.test',
  venue2Admin: 'venue2.admin@partypass.test',
  staff: 'staff@partypass.test',
  guest: 'guest@partypass.test',
} as const;

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboards\/modern$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

/** Visible link names of the main menu, in order. */
export async function menuLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim()).filter(Boolean);
}

/**
 * Client-side navigation (react-router listens to popstate): no reload, so the signed-in console
 * and its caches stay as a user clicking through would have them.
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // A list page may add its state (page, sorters) to the query string at once.
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}(\\?.*)?$`));
}
