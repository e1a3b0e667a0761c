import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from '../e2e/helpers';

/*
 * The main screens in three looks, written to docs/screenshots/<look>-<screen>.png (the README
 * shows two of them). The looks are set the way a user's browser keeps them: the appearance and
 * language keys of localStorage (src/theme/settings.ts, src/i18n/index.ts).
 */
const OUT = 'docs/screenshots';
const LOOKS = {
  'light-ltr-en': { language: 'en', appearance: {} },
  'dark-rtl-ar': { language: 'ar', appearance: { mode: 'dark', direction: 'rtl' } },
  'purple-light-horizontal': {
    language: 'en',
    appearance: { mode: 'light', theme: 'PURPLE_THEME', layout: 'horizontal', container: 'full' },
  },
} as const;
const SCREENS = [
  { name: 'dashboard', path: '/dashboards/modern' },
  { name: 'account-profile', path: '/account-profile' },
  { name: 'login', path: '/auth/login', signedOut: true },
  { name: 'landing', path: '/landingpage', signedOut: true },
  { name: 'not-found', path: '/auth/404', signedOut: true },
] as const;

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Let antd's entrance motions finish.
  await page.waitForTimeout(400);
}

test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

for (const [look, { language, appearance }] of Object.entries(LOOKS)) {
  test(`screenshots: ${look}`, async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.evaluate(
      ([lng, settings]) => {
        localStorage.setItem('partypass.language', lng);
        localStorage.setItem('partypass.appearance', JSON.stringify(settings));
      },
      [language, appearance] as const,
    );
    for (const screen of SCREENS.filter((s) => !('signedOut' in s))) {
      await page.goto(screen.path);
      await expect(page.locator('header.ant-layout-header')).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${OUT}/${look}-${screen.name}.png` });
    }
    await page.evaluate(() => sessionStorage.clear());
    for (const screen of SCREENS.filter((s) => 'signedOut' in s)) {
      await page.goto(screen.path);
      await settle(page);
      await page.screenshot({ path: `${OUT}/${look}-${screen.name}.png` });
    }
  });
}
