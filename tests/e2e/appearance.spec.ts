import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readableColours } from '../../src/theme/readableColours';
import { THEMES } from '../../src/theme/themes';
import { ACCOUNTS, signIn, chooseFromMenu } from './helpers';

/*
 * The customizer end to end, in the production build. The page colours below are the dark
 * surfaces of src/theme/themes.ts (#202936 page, #2A3447 header and cards).
 */
const DARK_PAGE = 'rgb(32, 41, 54)';
const DARK_HEADER = 'rgb(42, 52, 71)';

/** '#B99DDD' -> 'rgb(185, 157, 221)', as getComputedStyle writes it. */
const cssRgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Open the appearance settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Clicks the visible button of one option (antd hides the radio input itself). */
async function choose(drawer: ReturnType<Page['getByRole']>, name: string) {
  await drawer
    .locator('label')
    .filter({ has: drawer.page().getByRole('radio', { name, exact: true }) })
    .click();
  await expect(drawer.getByRole('radio', { name, exact: true })).toBeChecked();
}

/** Arabic texts of the console (the header's labels change with the language). */
const AR = JSON.parse(readFileSync('public/locales/ar/common.json', 'utf8')) as {
  app: { name: string };
  header: { collapseSider: string };
};

/**
 * The colour of one pixel of a screenshot, as `rgb(r, g, b)`: the picture is decoded by the page
 * itself (a canvas), so the check is on what was painted, not on a computed style.
 */
async function pixel(page: Page, png: Buffer, x: number, y: number): Promise<string> {
  return page.evaluate(
    async ({ data, x, y }) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const [r, g, b] = context.getImageData(x, y, 1, 1).data;
      return `rgb(${r}, ${g}, ${b})`;
    },
    { data: png.toString('base64'), x, y },
  );
}

test('dark + purple + rtl + Arabic survive a reload and are painted before the console runs', async ({
  page,
}) => {
  // Four settings, a language and two reloads of the console: more than one page's worth of work.
  test.slow();
  await signIn(page, ACCOUNTS.admin);
  const drawer = await openCustomizer(page);
  await choose(drawer, 'Dark');
  await choose(drawer, 'Purple');
  await choose(drawer, 'Right to left');
  await page.keyboard.press('Escape');
  await chooseFromMenu(page, 'Language: English', 'العربية (السودان)');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // First with the console's bundle blocked: only public/boot-appearance.js can have set these.
  await page.route('**/assets/**', (route) => route.abort());
  const loaded = page.waitForEvent('domcontentloaded');
  await page.reload({ waitUntil: 'commit' });
  await loaded;
  const early = await page.evaluate(() => ({
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
    mode: document.documentElement.dataset.theme,
    theme: document.documentElement.dataset.colorTheme,
    reactMounted: (document.getElementById('root')?.childElementCount ?? 0) > 0,
  }));
  expect(early).toEqual({
    dir: 'rtl',
    lang: 'ar',
    mode: 'dark',
    theme: 'PURPLE_THEME',
    reactMounted: false,
  });
  // What the browser paints then is the dark page: no flash of the light theme.
  const first = await page.screenshot();
  const size = page.viewportSize()!;
  expect(await pixel(page, first, size.width / 2, size.height / 2)).toBe(DARK_PAGE);

  // Then the real page: the header is dark, the sider on the right, the fold arrow mirrored.
  await page.unroute('**/assets/**');
  await page.reload();
  const header = page.locator('header.ant-layout-header');
  // The header's arrow (the sider's own foot bar has the same name).
  const fold = header.getByRole('button', { name: AR.header.collapseSider });
  await expect(fold).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const bar = (await header.boundingBox())!;
  const shot = await page.screenshot();
  // The middle of the top bar, between the fold button and the header's actions.
  expect(await pixel(page, shot, bar.x + bar.width / 2, bar.y + 8)).toBe(DARK_HEADER);
  const sider = await page.locator('aside.ant-layout-sider').boundingBox();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(sider?.x).toBeGreaterThan(width / 2);
  expect(await fold.locator('.anticon').evaluate((el) => getComputedStyle(el).transform)).toBe(
    'matrix(-1, 0, 0, 1, 0, 0)',
  );
  // The brand is PURPLE_THEME's text shade for the dark mode (lightened to read on dark surfaces).
  const brand = await page
    .getByRole('link', { name: AR.app.name })
    .evaluate((el) => getComputedStyle(el).color);
  expect(brand).toBe(cssRgb(readableColours('dark', THEMES.PURPLE_THEME.dark).text));
  expect(brand).not.toBe(cssRgb(readableColours('dark', THEMES.BLUE_THEME.dark).text));
});

test('the border radius slider changes the cards', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const card = page.getByRole('region', { name: 'Total users' });
  await expect(card).toHaveCSS('border-top-left-radius', '7px');
  const drawer = await openCustomizer(page);
  const slider = drawer.getByRole('slider');
  await slider.focus();
  await slider.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '24');
  await expect(card).toHaveCSS('border-top-left-radius', '24px');
  await slider.press('Home');
  await expect(card).toHaveCSS('border-top-left-radius', '4px');
});

test('the mini sidebar is 87 px wide and stays mini after a reload', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const sider = page.locator('aside.ant-layout-sider');
  await expect(sider).toHaveCSS('width', '270px');
  const drawer = await openCustomizer(page);
  await choose(drawer, 'Mini');
  await expect(sider).toHaveCSS('width', '87px');
  await page.reload();
  await expect(page.locator('aside.ant-layout-sider')).toHaveCSS('width', '87px');
  // The header's arrow is the same setting.
  await page
    .locator('header.ant-layout-header')
    .getByRole('button', { name: 'Expand the side menu' })
    .click();
  await expect(page.locator('aside.ant-layout-sider')).toHaveCSS('width', '270px');
});

test('the horizontal layout puts the menu in the top bar', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const drawer = await openCustomizer(page);
  await choose(drawer, 'Horizontal');
  await page.keyboard.press('Escape');
  await expect(page.locator('aside.ant-layout-sider')).toHaveCount(0);
  const header = page.locator('header.ant-layout-header');
  const menu = header.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const [box, bar] = [await menu.boundingBox(), await header.boundingBox()];
  expect(box && bar && box.y >= bar.y && box.y + box.height <= bar.y + bar.height).toBe(true);
  // The links work from the top bar (entries that do not fit fold into antd's "more" item).
  await page.goto('/account-profile');
  await header
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page).toHaveURL(/\/dashboards\/modern$/);
});

test('a dark system preference is followed until the user chooses', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
  ).toBe(DARK_PAGE);
  await context.close();
});
