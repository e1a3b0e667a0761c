import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, drawn, signIn } from './helpers';

/*
 * The build draws the dashboard's first screen into index.html (scripts/vite-static-screens.ts,
 * docs/performance.md part 2o), so a signed-in user who opens the console there sees its frame
 * and heading before the console's code has run. These tests hold the console's entry script, and
 * the dashboard's figures, back to see the page as it is until then.
 */

const TEXTS = JSON.parse(readFileSync('public/locales/en/dashboard.json', 'utf8')) as {
  title: string;
  stats: Record<string, string>;
};

/** Signed in, then the dashboard opened again with the entry script and the figures held. */
async function reopenHeld(page: Page) {
  await signIn(page, ACCOUNTS.admin);
  const hold = () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    return { held, release: () => release() };
  };
  const entry = hold();
  const figures = hold();
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entry.held;
    await route.continue();
  });
  await page.route('**/api/v1/users/dashboard/analytics*', async (route) => {
    await figures.held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  return { releaseEntry: entry.release, releaseFigures: figures.release };
}

/** The frame and the page's first boxes, in the drawing or in React's root. */
const firstScreen = (page: Page, within: string) =>
  drawn(page, {
    sider: `${within} aside.ant-layout-sider`,
    brand: `${within} aside a`,
    header: `${within} header`,
    heading: `${within} h1`,
    card: `${within} section[aria-label="${TEXTS.stats.totalUsers}"]`,
    skeleton: `${within} section[aria-label="${TEXTS.stats.totalUsers}"] .ant-skeleton`,
    panel: `${within} section[aria-labelledby]`,
  });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the ${colorScheme} drawing is the dashboard's first screen until React's takes its place`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    const { releaseEntry, releaseFigures } = await reopenHeld(page);
    const drawing = page.locator('#pp-static-dashboard');
    await expect(drawing.getByRole('heading', { level: 1, name: TEXTS.title })).toBeVisible();
    await expect(drawing.getByLabel(TEXTS.stats.totalRevenue, { exact: true })).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    const before = await firstScreen(page, '#pp-static-dashboard');

    releaseEntry();
    await expect(drawing).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('#root')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await firstScreen(page, '#root')).toEqual(before);

    releaseFigures();
    await expect(page.locator('.ant-statistic-content-value').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
}

test('a window too narrow for the full sider gets the dashboard from the console only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 800 });
  const { releaseEntry, releaseFigures } = await reopenHeld(page);
  // The page is parsed ('interactive'); DOMContentLoaded waits for the held entry script.
  await page.waitForFunction(() => document.readyState !== 'loading');
  await expect(page.locator('#pp-static-dashboard')).toHaveCount(0);
  releaseEntry();
  releaseFigures();
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.title })).toBeVisible({
    timeout: 30_000,
  });
});
