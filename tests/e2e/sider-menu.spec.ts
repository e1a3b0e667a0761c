import { expect, test, type Page } from '@playwright/test';
import { APPEARANCE_STORAGE_KEY, DEFAULT_APPEARANCE } from '../../src/theme/settings';
import { ACCOUNTS, signIn } from './helpers';

/*
 * The sider's menu is first drawn without antd's Menu (src/layout/FirstMenu.tsx), which takes
 * over once the page is quiet. The swap must not move anything a user sees: every icon and label
 * in the same place, the current page's entry in the same colours.
 */

interface Drawn {
  icons: string[];
  labels: string[];
  selected: { box: string; background: string; color: string };
}

/** Where the menu's icons and labels are painted, and how the current page's entry looks. */
async function drawnMenu(page: Page): Promise<Drawn> {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Main menu"]')!;
    const box = (r: DOMRect) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
    const icons = [...nav.querySelectorAll('svg')].map((svg) => box(svg.getBoundingClientRect()));
    // The label's own text: FirstMenu's link also holds the icon, antd's only the label.
    const labels = [...nav.querySelectorAll('a')].map((a) => {
      const range = document.createRange();
      range.selectNodeContents(document.createTreeWalker(a, NodeFilter.SHOW_TEXT).nextNode()!);
      return `${a.textContent} ${box(range.getBoundingClientRect())}`;
    });
    // The current page's entry: antd marks its item, FirstMenu its link.
    const current =
      nav.querySelector('.ant-menu-item-selected') ?? nav.querySelector('a[aria-current="page"]')!;
    const style = getComputedStyle(current);
    return {
      icons,
      labels,
      selected: {
        box: box(current.getBoundingClientRect()),
        background: style.backgroundColor,
        color: style.color,
      },
    };
  });
}

const cases = [
  { name: 'full sider, light', width: 1366, settings: {} },
  {
    name: 'mini sider, dark, right to left',
    width: 900,
    settings: { mode: 'dark', direction: 'rtl' },
  },
  {
    name: 'full sider, purple, square corners',
    width: 1280,
    settings: { theme: 'PURPLE_THEME', borderRadius: 4 },
  },
];

for (const c of cases) {
  test(`the menu drawn first looks like antd's Menu that replaces it: ${c.name}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: c.width, height: 900 });
    await page.addInitScript(
      ({ key, settings }) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(settings));
      },
      { key: APPEARANCE_STORAGE_KEY, settings: { ...DEFAULT_APPEARANCE, ...c.settings } },
    );
    await signIn(page, ACCOUNTS.admin);
    // A fresh load of a page, as after a reload or a link from elsewhere.
    await page.goto('/purchase');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.locator('.pp-first-menu')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Purchases' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const first = await drawnMenu(page);

    await expect(nav.locator('.ant-menu')).toBeVisible({ timeout: 30_000 });
    await expect(nav.locator('.pp-first-menu')).toHaveCount(0);
    const antd = await drawnMenu(page);

    expect(first.icons.length).toBeGreaterThan(5);
    expect(first.labels).toEqual(antd.labels);
    expect(first.icons).toEqual(antd.icons);
    expect(first.selected).toEqual(antd.selected);
  });
}
