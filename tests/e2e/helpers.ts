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
  // The demo sections' entries, last, join once the page's first data is drawn.
  await expect(nav.locator('a[href="/apps/chats"]')).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim()).filter(Boolean);
}

/**
 * Client-side navigation (react-router listens to popstate): no reload, so the signed-in console
 * and its caches stay as a user clicking through would have them. A list page that has just
 * drawn may still write its state (page, sorters) into the URL with a replace, which can land
 * after this push and take the page back to the list: the push is then made again.
 */
export async function goInApp(page: Page, path: string) {
  // A list page may add its state (page, sorters) to the query string at once.
  const target = new RegExp(`${path.replace(/[/?]/g, '\\$&')}(\\?.*)?$`);
  let pushed = false;
  await expect(async () => {
    if (!pushed || !target.test(page.url())) {
      pushed = true;
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    }
    await expect(page).toHaveURL(target, { timeout: 2_000 });
    // Still there a moment later: no late replace from the page before took it back.
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(target, { timeout: 100 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Opens a header dropdown (user menu, language) and clicks one of its items once the menu has
 * stopped moving. antd places the popup, then slides it in: an item can hold still for two frames
 * at an interim place, where Playwright then clicks (seen at y = 16 and y = 105 in CI traces),
 * and the click lands on nothing or on another item.
 */
export async function chooseFromMenu(page: Page, trigger: string | RegExp, item: string) {
  const button = page.getByRole('button', { name: trigger });
  // The language menu arrives after the page's first data (src/layout/LanguagePicker.tsx).
  await expect(button).toHaveClass(/ant-dropdown-trigger/);
  await button.click();
  const menuItem = page.getByRole('menuitem', { name: item });
  await expect(menuItem).toBeVisible();
  await expect(page.locator('.ant-dropdown').filter({ has: menuItem })).not.toHaveClass(
    /ant-slide-up-(appear|enter)|ant-dropdown-hidden/,
  );
  await menuItem.click();
}

/**
 * How the elements `selectors` name are drawn, once every animation that ends has ended (a focused
 * field's border colour moves for 0.2 s; a skeleton shimmers for ever): boxes and the looks antd's
 * styles give.
 */
export async function drawn(page: Page, selectors: Record<string, string>) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const looks = await page.evaluate((named) => {
    const look = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const style = getComputedStyle(element);
      const r = element.getBoundingClientRect();
      return [
        [r.x, r.y, r.width, r.height].map(Math.round).join(','),
        style.color,
        style.backgroundColor,
        style.borderTopColor,
        style.borderTopLeftRadius,
        style.fontSize,
        style.fontWeight,
        style.padding,
      ].join(' ');
    };
    return Object.fromEntries(Object.entries(named).map(([name, sel]) => [name, look(sel)]));
  }, selectors);
  // Each element is on the page: two missing ones would compare equal.
  expect(Object.keys(looks).filter((name) => looks[name] === null)).toEqual([]);
  return looks;
}
