import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, menuLinks, signIn, chooseFromMenu } from './helpers';

/** Opens the command palette with the keyboard, from wherever the page is. */
async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox');
  await expect(search).toBeVisible();
  return search;
}

/**
 * Types into the palette's search box and returns its result list. kbar filters on a short
 * throttle, so right after typing the previous term's rows are still shown (and Enter would run
 * the highlighted one of those): callers wait for the rows of the new term before acting.
 */
async function searchPalette(page: Page, term: string) {
  const search = page.getByRole('combobox');
  await search.fill(term);
  return page.getByRole('listbox');
}

/** The highlighted row, the one Enter runs. */
const activeRow = (page: Page) => page.getByRole('listbox').getByRole('option', { selected: true });

/** The caption of antd's empty state (its picture repeats it as an SVG title). */
const emptyText = (page: Page) => page.locator('.ant-empty-description').last();

test.describe('command palette', () => {
  test('Ctrl+K as an Institutional Admin lists its screens and never the System Admin ones', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.venueAdmin);
    await page.goto('/account-profile');
    // The menu is filled once the role is known; the palette's screens come from the same place.
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'Lockers' })).toBeVisible();
    await openPalette(page);
    const list = page.getByRole('listbox');
    await expect(list.getByText('Dashboard', { exact: true })).toBeVisible();

    // The list is long and scrolls: search for each screen instead of reading it whole. Each
    // "No results" follows a term that has results, so it is never the previous term's.
    await searchPalette(page, 'Lockers');
    await expect(list.getByText('Lockers', { exact: true })).toBeVisible();
    await expect(list.getByText('Create: Lockers', { exact: true })).toBeVisible();
    await searchPalette(page, 'Users');
    await expect(page.getByText('No results')).toBeVisible();
    await searchPalette(page, 'Account settings');
    await expect(list.getByText('Account settings', { exact: true })).toBeVisible();
    await searchPalette(page, 'Institutions');
    await expect(page.getByText('No results')).toBeVisible();

    // The best match of what is typed is highlighted first, and Enter runs it.
    await searchPalette(page, 'Dashboard');
    await expect(activeRow(page)).toContainText('Dashboard');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboards\/modern$/);
    await expect(page.getByRole('combobox')).toBeHidden();
  });

  test('keeps the keys typed right after Ctrl+K, and ranks the venue named above screens', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/account-profile');
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }),
    ).toBeVisible();
    // As fast as a user who knows what they want: no wait between the shortcut and the name.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('Neon');
    await expect(page.getByRole('combobox')).toHaveValue('Neon');
    // The first row Enter would run is the venue, not a screen whose name happens to match.
    await expect(activeRow(page)).toContainText('Neon Harbor Club');
  });

  for (const delay of [500, 800, 1000]) {
    test(`keeps every key typed ${delay} ms after Ctrl+K on a page still loading, Enter opens the record`, async ({
      page,
    }) => {
      await signIn(page, ACCOUNTS.admin);
      // The dashboard is still drawing its charts when the shortcut comes: a busy page.
      await page.goto('/dashboards/modern');
      // The header is drawn (the shortcut is listened for), the charts may still be loading.
      await expect(page.getByRole('button', { name: 'Search and commands' })).toBeVisible();
      await page.keyboard.press('Control+k');
      // The palette's code may still be loading on a busy machine.
      await expect(page.getByRole('combobox')).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(delay);
      await page.keyboard.type('Neon');
      await expect(page.getByRole('combobox')).toHaveValue('Neon');
      await expect(activeRow(page)).toContainText('Neon Harbor Club');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/institutions\/1$/);
    });
  }

  test('a System Admin is offered its own screens and their "Create" actions', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await openPalette(page);
    const list = await searchPalette(page, 'Ticket types');
    await expect(list.getByText('Ticket types', { exact: true })).toBeVisible();
    await expect(list.getByText('Create: Ticket types', { exact: true })).toBeVisible();
    await searchPalette(page, 'My venue');
    await expect(page.getByText('No results')).toBeVisible();
  });

  test('"Toggle dark mode" switches the mode, and back', async ({ page }) => {
    await signIn(page, ACCOUNTS.venueAdmin);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const header = page.locator('.ant-layout-header');
    const lightHeader = await header.evaluate((el) => getComputedStyle(el).backgroundColor);

    await openPalette(page);
    const list = await searchPalette(page, 'dark mode');
    await list.getByText('Toggle dark mode').click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe(lightHeader);

    // Still usable in dark mode: reopen and run it again with the keyboard.
    await openPalette(page);
    await searchPalette(page, 'dark mode');
    await expect(activeRow(page)).toContainText('Toggle dark mode');
    await page.keyboard.press('Enter');
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('is translated and works right to left in Arabic', async ({ page }) => {
    await signIn(page, ACCOUNTS.venueAdmin);
    await chooseFromMenu(page, 'Language: English', 'العربية (السودان)');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await openPalette(page);
    const list = await searchPalette(page, 'الداكن');
    await list.getByText('تبديل الوضع الداكن').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('language picker', () => {
  test('changes the menu labels and the components texts, and is remembered', async ({ page }) => {
    // Sign-in, two languages, a dialog and a reload on one list page.
    test.slow();
    await signIn(page, ACCOUNTS.venueAdmin);
    expect(await menuLinks(page)).toContain('Dashboard');
    // A list: antd's pagination labels its arrows in the components' language.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Lockers' })
      .click();
    await expect(page).toHaveURL(/\/lockers(\?|$)/);
    await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
    const previous = page.locator('li.ant-pagination-prev').first();
    const next = page.locator('li.ant-pagination-next').first();
    await expect(previous).toHaveAttribute('title', 'Previous Page');

    await chooseFromMenu(page, 'Language: English', 'Français');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Paramètres du compte' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Casiers' })).toBeVisible();
    await expect(previous).toHaveAttribute('title', 'Page précédente');
    await expect(next).toHaveAttribute('title', 'Page suivante');

    // antd's own texts follow: an empty search in a select shows antd's French "no data".
    await chooseFromMenu(page, 'Langue : Français', 'Langue des composants');
    const dialog = page.getByRole('dialog', { name: 'Langue des composants' });
    await dialog.getByRole('combobox').fill('zzzz');
    await expect(emptyText(page)).toHaveText('Aucune donnée');

    // Any antd locale for the components, while the console's texts stay French. Enter picks
    // the highlighted option: wait until the filter has highlighted the one typed.
    await dialog.getByRole('combobox').fill('de_DE');
    await expect(page.locator('.ant-select-item-option-active')).toContainText('(de_DE)');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(previous).toHaveAttribute('title', 'Vorherige Seite');
    await expect(nav.getByRole('link', { name: 'Casiers' })).toBeVisible();

    // Both remembered by the browser.
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(previous).toHaveAttribute('title', 'Vorherige Seite');
  });

  test('Arabic turns the page right to left; going back restores the chosen direction', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.venueAdmin);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await chooseFromMenu(page, 'Language: English', 'العربية (السودان)');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', {
        name: 'لوحة المعلومات',
      }),
    ).toBeVisible();
    await chooseFromMenu(page, 'اللغة: العربية (السودان)', 'Tiếng Việt');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('lang', 'vi');
  });

  test('follows the browser language on the first visit', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await expect(
      page.getByRole('heading', { name: 'Connexion à PartyPass Console' }),
    ).toBeVisible();
    await context.close();
  });
});
