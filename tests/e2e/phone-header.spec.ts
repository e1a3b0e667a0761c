import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './helpers';
import { signInAnyLanguage, useLook } from './a11y-support';

// The phone's header (issue 59): the menu button sits in the header beside the brand, never over
// the first letters of a page's title, in either direction.
for (const direction of ['ltr', 'rtl'] as const) {
  test(`on a phone the menu button leaves the page title whole [${direction}]`, async ({
    page,
  }) => {
    const language = direction === 'rtl' ? 'ar' : 'en';
    await useLook(page, { name: direction, mode: 'light', direction, language });
    // Signed in on a desktop (the sign-in waits for the sider), then on the phone.
    await signInAnyLanguage(page, ACCOUNTS.admin);
    await page.setViewportSize({ width: 390, height: 844 });
    const menuButton = page.locator('nav > button.ant-btn');
    const brand = page.getByRole('banner').getByRole('link', { name: 'PartyPass' });
    for (const url of ['/dashboards/modern', '/institutions', '/purchase']) {
      await page.goto(url);
      const title = page.locator('.ant-page-header-heading-title, h1').first();
      await expect(title).toBeVisible({ timeout: 30_000 });
      await expect(brand).toBeVisible();
      const [button, heading, name] = await Promise.all([
        menuButton.boundingBox(),
        title.boundingBox(),
        brand.boundingBox(),
      ]);
      const apart = (a: typeof button, b: typeof button) =>
        !!a &&
        !!b &&
        (a.x + a.width <= b.x ||
          b.x + b.width <= a.x ||
          a.y + a.height <= b.y ||
          b.y + b.height <= a.y);
      expect(apart(button, heading), `menu button over the title of ${url}`).toBe(true);
      expect(apart(button, name), `menu button over the brand on ${url}`).toBe(true);
    }
  });
}
