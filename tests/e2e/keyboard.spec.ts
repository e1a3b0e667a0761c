import { expect, test, type Page } from '@playwright/test';
import { apiGet, text } from './a11y-support';
import { ACCOUNTS, DEMO_PASSWORD } from './helpers';

/*
 * The console without a mouse: sign in, move through the menu, open the palette with Ctrl+K,
 * create a locker, open a purchase and sign out with page.keyboard only (no click, no fill).
 * After every key press the focused element must show a visible focus indicator: an outline, or
 * for a form field antd's ring (a spread box-shadow) on its wrapper, and `:focus-visible` must
 * match. See docs/accessibility.md.
 */

interface Focus {
  tag: string;
  /** The id: antd's form fields carry their field's name. */
  id: string;
  name: string;
  focusVisible: boolean;
  ring: string | null;
  inViewport: boolean;
}

/** What has the focus, its accessible-ish name, and the visible ring it (or its wrapper) shows. */
async function focusInfo(page: Page): Promise<Focus | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const visibleColour = (c: string) => !/rgba\(.*,\s*0\)$/.test(c) && c !== 'transparent';
    // An outline drawn by src/theme/focus.css (or the browser), or antd's field ring: a box
    // shadow with a spread ("0px 0px 0px 2px ...") that a resting control does not have.
    const ringOf = (node: Element | null | undefined): string | null => {
      if (!node) return null;
      const cs = getComputedStyle(node);
      if (
        cs.outlineStyle !== 'none' &&
        parseFloat(cs.outlineWidth) >= 1 &&
        visibleColour(cs.outlineColor)
      )
        return `outline ${cs.outlineWidth} ${cs.outlineColor}`;
      if (/0px 0px 0px [1-9]/.test(cs.boxShadow)) return `ring ${cs.boxShadow}`;
      return null;
    };
    const candidates = [
      el,
      el.closest('.ant-input-affix-wrapper'),
      el.closest('.ant-input-number'),
      el.closest('.ant-picker'),
      el.closest('.ant-select')?.querySelector('.ant-select-selector'),
      el.closest('.ant-checkbox-wrapper')?.querySelector('.ant-checkbox-inner'),
      el.closest('.ant-radio-button-wrapper'),
    ];
    const ring = candidates.map(ringOf).find(Boolean) ?? null;
    const box = el.getBoundingClientRect();
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id,
      name: (
        el.getAttribute('aria-label') ||
        el.getAttribute('placeholder') ||
        el.innerText.trim() ||
        // An icon-only link or button is named by its icon's label (Refine's row buttons).
        el.querySelector('[aria-label]')?.getAttribute('aria-label') ||
        el.getAttribute('name') ||
        el.id ||
        ''
      )
        .trim()
        .slice(0, 80),
      focusVisible: el.matches(':focus-visible'),
      ring,
      inViewport: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
    };
  });
}

let steps = 0;

/** Every focused element shows its focus: `:focus-visible` matches and a ring is drawn. */
async function expectVisibleFocus(page: Page, what: string): Promise<Focus> {
  steps += 1;
  // antd eases its field ring in (a short box-shadow transition): wait for it to be drawn.
  let focus: Focus | null = null;
  await expect
    .poll(
      async () => {
        focus = await focusInfo(page);
        return Boolean(focus?.ring);
      },
      { timeout: 3_000 },
    )
    .toBe(true)
    .catch(() => undefined);
  focus = focus as Focus | null;
  expect(focus, `${what}: something has the focus`).not.toBeNull();
  expect(
    focus!.focusVisible,
    `${what}: ${focus!.tag} "${focus!.name}" matches :focus-visible`,
  ).toBe(true);
  expect(focus!.ring, `${what}: ${focus!.tag} "${focus!.name}" shows a focus ring`).not.toBeNull();
  return focus!;
}

async function press(page: Page, key: string, what = key) {
  await page.keyboard.press(key);
  return expectVisibleFocus(page, `after ${what}`);
}

/** Presses Tab (or Shift+Tab) until the focused element matches, checking the focus each time. */
async function tabTo(page: Page, matches: (f: Focus) => boolean, what: string, back = false) {
  for (let i = 0; i < 80; i += 1) {
    const focus = await press(page, back ? 'Shift+Tab' : 'Tab', `Tab towards ${what}`);
    if (matches(focus)) return focus;
  }
  throw new Error(`${what} was not reached with the Tab key`);
}

const named = (name: string | RegExp) => (f: Focus) =>
  typeof name === 'string' ? f.name === name : name.test(f.name);

/** The palette's search box, by its name (the lockers page has comboboxes of its own). */
const paletteSearch = (page: Page) =>
  page.getByRole('combobox', { name: text('en', 'common', 'palette.placeholder') });

/**
 * Types a term into the open palette and waits until the highlighted row (the one Enter runs) is
 * `row`: kbar filters on a short throttle, so right after typing the previous rows still show.
 */
async function choosePaletteRow(page: Page, term: string, row: string) {
  await page.keyboard.type(term);
  await expect(
    page.getByRole('listbox').getByRole('option', { selected: true }),
  ).toHaveAccessibleName(row);
  await page.keyboard.press('Enter');
  // The palette closes and hands the focus to the new screen's <main>: Tab goes on from there.
  await expect(paletteSearch(page)).toBeHidden();
  await expect(page.locator('#main-content')).toBeFocused();
}

test('keyboard only: sign in, menu, palette, create a locker, open a purchase, sign out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  steps = 0;
  // Locker numbers are whole numbers (contract/locker-input.ts), unique per institution.
  const lockerNumber = String(1_000_000_000 + (Date.now() % 1_000_000_000));

  await test.step('sign in', async () => {
    await page.goto('/auth/login');
    // The e-mail field has the focus on arrival.
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
    await expectVisibleFocus(page, 'login page');
    await page.keyboard.type(ACCOUNTS.venueAdmin);
    await tabTo(page, (f) => f.tag === 'input' && f.name !== '' && f.name !== 'email', 'password');
    await expect(page.getByRole('textbox', { name: 'Password' })).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboards\/modern$/);
  });

  await test.step('skip link, then through the menu to Lockers', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The focus was on the login form's button, gone now: Tab or Shift+Tab reaches the skip
    // link at the top of the page.
    await page.keyboard.press('Tab');
    const skip =
      (await focusInfo(page))?.name === 'Skip to content'
        ? await expectVisibleFocus(page, 'the skip link')
        : await tabTo(page, named('Skip to content'), 'the skip link', true);
    expect(skip.name).toBe('Skip to content');
    expect(skip.inViewport).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    // Back to the top: the menu follows the skip link and the console's name.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, named('Lockers'), 'the Lockers menu entry', true).catch(async () =>
      tabTo(page, named('Lockers'), 'the Lockers menu entry'),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/lockers(\?.*)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lockers' })).toBeVisible();
  });

  await test.step('Ctrl+K opens the palette, which opens the create form', async () => {
    await page.keyboard.press('Control+k');
    await expect(paletteSearch(page)).toBeFocused();
    await expectVisibleFocus(page, 'palette open');
    const lockers = text('en', 'common', 'menu.lockers');
    const createLockers = text('en', 'common', 'palette.create').replace('{{label}}', lockers);
    await choosePaletteRow(page, createLockers, createLockers);
    await expect(page).toHaveURL(/\/lockers\/create$/);
    // A user waits for the form to show before pressing Tab (the previous screen stays up while
    // the new one loads).
    await expect(
      page.getByRole('heading', { level: 1, name: text('en', 'lockers', 'create.title') }),
    ).toBeVisible();
  });

  await test.step('create a locker', async () => {
    await tabTo(page, (f) => f.tag === 'input' && f.id === 'locker_number', 'locker number');
    await page.keyboard.type(lockerNumber);
    await tabTo(page, named(text('en', 'refine', 'buttons.save')), 'the Save button');
    await page.keyboard.press('Enter');
    // After a save, the saved record's page (one rule for every resource).
    await expect(page).toHaveURL(/\/lockers\/\d+$/);
    await expect(
      page.getByText(
        text('en', 'lockers', 'notifications.created').replace('{{number}}', lockerNumber),
      ),
    ).toBeVisible();
    const profile = await apiGet<{ institution: { institution_id: number } }>(
      page,
      '/users/profile/info',
    );
    const lockers = await apiGet<{ locker_number: number }[]>(
      page,
      `/locker/list/${profile.institution.institution_id}`,
    );
    expect(lockers.map((l) => String(l.locker_number))).toContain(lockerNumber);
  });

  await test.step('open a purchase from its list', async () => {
    await page.keyboard.press('Control+k');
    await expect(paletteSearch(page)).toBeFocused();
    await expectVisibleFocus(page, 'palette open again');
    const purchases = text('en', 'common', 'menu.purchaseInstitution');
    await choosePaletteRow(page, purchases, purchases);
    // The list writes its paging and sorting into the URL as soon as it has mounted.
    await expect(page).toHaveURL(/\/purchase_institution(\?.*)?$/);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    // The row actions are reachable: Tab to the first row's "Show" button.
    await tabTo(page, named(text('en', 'refine', 'buttons.show')), "a row's Show button");
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/purchase_institution\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The link went away with the list: the focus is on the new screen's <main>, not lost.
    await expect(page.locator('#main-content')).toBeFocused();
  });

  await test.step('sign out from the user menu', async () => {
    await tabTo(page, named(/user menu/i), 'the user menu', true);
    await page.keyboard.press('Enter');
    const logout = page.getByRole('menuitem', { name: 'Log out' });
    await expect(logout).toBeVisible();
    // The open menu has the focus; arrows move in it, Enter picks.
    for (let i = 0; i < 5; i += 1) {
      if (
        await logout.evaluate(
          (el) => el === document.activeElement || el.contains(document.activeElement),
        )
      )
        break;
      await press(page, 'ArrowDown', 'ArrowDown in the user menu');
    }
    await expect(logout).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  console.log(`keyboard: ${steps} focus steps checked, each with a visible focus indicator`);
});
