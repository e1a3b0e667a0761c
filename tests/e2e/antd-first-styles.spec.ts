import { expect, test, type Page } from '@playwright/test';
import { APPEARANCE_STORAGE_KEY } from '../../src/theme/settings';
import { ACCOUNTS, drawn, signIn } from './helpers';

/*
 * The build makes antd's styles for the sign-in screen's components, and for what a signed-in
 * page draws first, one sheet per set, mode and colour theme (scripts/vite-antd-first-styles.ts),
 * and public/boot-appearance.js links the one for the visitor's settings. antd must then compute
 * none of them, and the page must look exactly as it does when antd computes them itself (the
 * sheet blocked).
 */

const SHEETS = '**/assets/antd-*.css';

/**
 * How React's sign-in form is drawn (the drawing the build puts in the page before it, part 2n,
 * has its own test: tests/e2e/static-sign-in.spec.ts).
 */
async function drawnForm(page: Page) {
  await expect(page.locator('#root').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#pp-static-sign-in')).toHaveCount(0);
  return drawn(page, {
    button: '#root form button[type="submit"]',
    input: '#root form .ant-input-affix-wrapper, #root form input.ant-input',
    label: '#root form .ant-form-item-label label',
    row: '#root form .ant-form-item',
  });
}

/** antd's own `<style>` elements: one for each style it computed in the page. */
const computedStyles = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('style[data-css-hash]').length);

const linkedSheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .map((link) => new URL(link.href).pathname)
      .filter((path) => path.startsWith('/assets/antd-')),
  );

const cases = [
  { name: 'a new visitor', settings: {}, sheet: /^\/assets\/antd-light-blue_theme-\w+\.css$/ },
  {
    name: 'dark, purple',
    settings: { mode: 'dark', theme: 'PURPLE_THEME' },
    sheet: /^\/assets\/antd-dark-purple_theme-\w+\.css$/,
  },
];

for (const { name, settings, sheet } of cases) {
  test(`the sign-in screen of ${name} comes with antd's styles made by the build`, async ({
    browser,
  }) => {
    const open = async (blockSheets: boolean) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        APPEARANCE_STORAGE_KEY,
        JSON.stringify(settings),
      ] as const);
      const page = await context.newPage();
      if (blockSheets) await page.route(SHEETS, (route) => route.abort());
      await page.goto('/auth/login');
      return { page, context };
    };

    const prepared = await open(false);
    const drawn = await drawnForm(prepared.page);
    expect(await linkedSheets(prepared.page)).toEqual([expect.stringMatching(sheet)]);
    expect(await computedStyles(prepared.page)).toBe(0);

    const computed = await open(true);
    const drawnByAntd = await drawnForm(computed.page);
    // Without the sheet antd computes the styles itself, as it does on other settings...
    expect(await computedStyles(computed.page)).toBeGreaterThan(0);
    // ...and the page looks the same either way.
    expect(drawn).toEqual(drawnByAntd);
    await prepared.context.close();
    await computed.context.close();
  });
}

test('another radius gets no sheet, and antd computes its styles', async ({ page }) => {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    APPEARANCE_STORAGE_KEY,
    JSON.stringify({ borderRadius: 16 }),
  ] as const);
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await linkedSheets(page)).toEqual([]);
  expect(await computedStyles(page)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS(
    'border-top-left-radius',
    '16px',
  );
});

/** The antd components whose styles antd computed in the page (its `<style>` elements). */
const computedComponents = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]')].flatMap((style) => {
      const root = /^:where\(\.css-[\w-]+\)(?:\[class\^="|\.)(ant-[a-z-]+)/.exec(
        style.textContent ?? '',
      );
      return root ? [root[1]] : [];
    }),
  );

/** How the main layout and the dashboard's heading are drawn. */
async function drawnDashboard(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  return drawn(page, {
    heading: 'main h1',
    userMenu: 'header button[aria-label="User menu"]',
    avatar: 'header .ant-avatar',
    sider: '.ant-layout-sider',
  });
}

test("a signed-in page comes with antd's styles for the layout and its first screen", async ({
  browser,
}) => {
  const open = async (blockSheets: boolean) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    if (blockSheets) await page.route(SHEETS, (route) => route.abort());
    await signIn(page, ACCOUNTS.admin);
    // A page opened with the session in the tab, as after a reload or from a bookmark.
    await page.reload();
    return { page, context };
  };

  const prepared = await open(false);
  const drawn = await drawnDashboard(prepared.page);
  expect(await linkedSheets(prepared.page)).toEqual([
    expect.stringMatching(/^\/assets\/antd-signed-in-light-blue_theme-\w+\.css$/),
  ]);
  // Later parts (the events table, its select and pagination) compute theirs as they load.
  const computed = await computedComponents(prepared.page);
  for (const component of [
    'ant-app',
    'ant-spin',
    'ant-layout-sider',
    'ant-dropdown',
    'ant-avatar',
    'ant-typography',
    'ant-skeleton',
    'ant-card',
    'ant-statistic',
    'ant-btn',
  ]) {
    expect(computed).not.toContain(component);
  }

  const byAntd = await open(true);
  const drawnByAntd = await drawnDashboard(byAntd.page);
  expect(await computedComponents(byAntd.page)).toContain('ant-typography');
  expect(drawn).toEqual(drawnByAntd);
  await prepared.context.close();
  await byAntd.context.close();
});
