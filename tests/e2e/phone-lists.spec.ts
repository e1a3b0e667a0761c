import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './helpers';
import {
  axeFindings,
  signInAnyLanguage,
  settle,
  trackRequests,
  useLook,
  withoutMotion,
  type Look,
} from './a11y-support';
import { searchList } from './lists';

/*
 * Phone lists (issue 59, item 3): at 390 × 844 every list shows its records as cards (title,
 * status tag, facts, actions), pages and filters as the table does, keeps the page title clear
 * of the menu button, and has no serious or critical axe finding.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const PHONE = { width: 390, height: 844 };
const LIGHT: Look = { name: 'light/ltr/en', mode: 'light', direction: 'ltr', language: 'en' };
const DARK_RTL: Look = { name: 'dark/rtl/ar', mode: 'dark', direction: 'rtl', language: 'ar' };

interface PhoneList {
  path: string;
  account: string;
  /** The list has Show/Edit/Delete on each record. */
  actions: boolean;
  /** Applies one filter and says what each card must then show. */
  filter: (page: Page, first: Locator) => Promise<(card: Locator) => Promise<void>>;
}

const cards = (page: Page) => page.locator('.ant-list-item .ant-card');
const titleOf = (card: Locator) => card.locator('.ant-card-head-title');

/** Searches for the first card's title: every card left carries it. */
const searchTitle: PhoneList['filter'] = async (page, first) => {
  const text = (await titleOf(first).innerText()).trim();
  await searchList(page, text);
  // The cards of the page before the search stay until the answer comes: wait for them to go.
  const others = cards(page).filter({ hasNot: page.getByText(text, { exact: false }) });
  await expect(others).toHaveCount(0);
  return async (card) => expect(titleOf(card)).toContainText(text);
};

const LISTS: PhoneList[] = [
  { path: '/institutions', account: ACCOUNTS.admin, actions: true, filter: searchTitle },
  { path: '/tickets', account: ACCOUNTS.admin, actions: true, filter: searchTitle },
  { path: '/users', account: ACCOUNTS.admin, actions: true, filter: searchTitle },
  {
    path: '/lockers',
    account: ACCOUNTS.venueAdmin,
    actions: true,
    filter: async (page) => {
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByTitle('Active', { exact: true }).click();
      await expect.poll(() => new URL(page.url()).search).toContain('status');
      return async (card) => expect(card.locator('.ant-card-extra')).toHaveText('Active');
    },
  },
  {
    path: '/purchase',
    account: ACCOUNTS.admin,
    actions: true,
    filter: async (page) => {
      await page.getByRole('combobox', { name: 'Payment status' }).click();
      await page.getByTitle('Refunded', { exact: true }).click();
      await expect.poll(() => new URL(page.url()).search).toContain('payment_status');
      return async (card) => expect(card.locator('.ant-card-extra')).toContainText('Refunded');
    },
  },
  {
    path: '/activity',
    account: ACCOUNTS.admin,
    actions: false,
    filter: async (page) => {
      await page.getByRole('combobox', { name: 'Action' }).click();
      await page.getByTitle('Signed in', { exact: true }).click();
      await expect.poll(() => new URL(page.url()).search).toContain('login');
      return async (card) => expect(card.locator('.ant-card-extra')).toHaveText('Signed in');
    },
  },
];

/** Both boxes exist and do not overlap. */
const apart = (
  a: { x: number; y: number; width: number; height: number } | null,
  b: typeof a,
): boolean =>
  !!a &&
  !!b &&
  (a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y);

async function openOnPhone(page: Page, look: Look, account: string) {
  await withoutMotion(page);
  await useLook(page, look);
  trackRequests(page);
  await signInAnyLanguage(page, account);
  await page.setViewportSize(PHONE);
}

/** A list opened five to a page, so that every list has a second page. */
async function openList(page: Page, path: string) {
  await page.goto(`${path}?currentPage=1&pageSize=5`);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('.ant-table')).toHaveCount(0);
}

async function expectSeriousFree(page: Page, look: Look, screen: string) {
  await settle(page);
  const findings = (await axeFindings(page, screen, look)).filter(
    (f) => f.impact === 'serious' || f.impact === 'critical',
  );
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

for (const list of LISTS) {
  test(`on a phone ${list.path} shows cards that page and filter`, async ({ page }) => {
    if (list.path === '/activity') {
      // Sign-ins are audited: enough entries for a second page of five.
      for (let i = 0; i < 6; i++) {
        const res = await page.request.post('/api/v1/users/login', {
          data: { email: ACCOUNTS.admin, password: DEMO_PASSWORD },
        });
        expect(res.ok()).toBe(true);
      }
    }
    await openOnPhone(page, LIGHT, list.account);
    await openList(page, list.path);

    // A card: its title, its status tag, its facts with their labels, its actions.
    const first = cards(page).first();
    await expect(titleOf(first)).not.toBeEmpty();
    await expect(first.locator('.ant-card-extra .ant-tag').first()).toBeVisible();
    const facts = first.locator('.ant-descriptions-item');
    expect(await facts.count()).toBeGreaterThanOrEqual(1);
    expect(await facts.count()).toBeLessThanOrEqual(2);
    await expect(facts.first().locator('.ant-descriptions-item-label')).not.toBeEmpty();
    if (list.actions) {
      await expect(first.locator('.ant-card-actions').getByRole('button').first()).toBeVisible();
    }

    // The page title and the menu button never overlap.
    const menuButton = page.locator('nav > button.ant-btn');
    const heading = page.locator('h1').first();
    await expect(heading).toBeVisible();
    expect(apart(await menuButton.boundingBox(), await heading.boundingBox())).toBe(true);

    await expectSeriousFree(page, LIGHT, list.path);

    // Paging: the second page is drawn (and, where records differ by title, shows others).
    const firstTitle = await titleOf(first).innerText();
    await page.locator('.ant-pagination-next').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('currentPage')).toBe('2');
    // A phone gets antd's simple pager (Refine's choice below sm): "2 / n".
    await expect(page.locator('.ant-pagination-simple-pager input')).toHaveValue('2');
    await expect(cards(page).first()).toBeVisible();
    // Sign-ins of one account share their title: the Activity screen's pages differ elsewhere.
    if (list.path !== '/activity') {
      await expect(titleOf(cards(page).first())).not.toHaveText(firstTitle);
    }

    // A filter: back to page one, and every card shows what was asked for.
    const check = await list.filter(page, cards(page).first());
    await expect.poll(() => new URL(page.url()).searchParams.get('currentPage')).toBe('1');
    await expect(cards(page).first()).toBeVisible();
    for (const card of await cards(page).all()) await check(card);
  });
}

test('on a phone the lists read well in dark mode, right to left', async ({ page }) => {
  await openOnPhone(page, DARK_RTL, ACCOUNTS.admin);
  for (const path of ['/institutions', '/purchase']) {
    await openList(page, path);
    const heading = page.locator('h1').first();
    await expect(heading).toBeVisible();
    const menuButton = page.locator('nav > button.ant-btn');
    expect(apart(await menuButton.boundingBox(), await heading.boundingBox())).toBe(true);
    // The tag sits at the card's inline end: on the left in right-to-left.
    const card = cards(page).first();
    const [box, tag] = [
      await card.boundingBox(),
      await card.locator('.ant-card-extra').boundingBox(),
    ];
    expect(tag!.x - box!.x).toBeLessThan(box!.width / 2);
    await expectSeriousFree(page, DARK_RTL, path);
  }
});
