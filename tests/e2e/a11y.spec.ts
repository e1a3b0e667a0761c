import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './helpers';
import {
  LOOKS,
  apiGet,
  checkScreen,
  report,
  signInAnyLanguage,
  text,
  trackRequests,
  useLook,
  withoutMotion,
  type Finding,
  type Look,
} from './a11y-support';

/*
 * axe-core on every main screen, in light/ltr/English and in dark/rtl/Arabic: no serious or
 * critical violation (WCAG 2.1 AA and axe's best practices). Each test signs in once and walks its
 * group of screens in one page; the counts per group are printed. See docs/accessibility.md.
 */

type Screen = [name: string, url: string | null, prepare?: () => Promise<void>];

async function walk(page: Page, look: Look, group: string, screens: Screen[]) {
  const findings: Finding[] = [];
  for (const [name, url, prepare] of screens) {
    await test.step(name, async () => {
      findings.push(...(await checkScreen(page, look, name, url, prepare)));
    });
  }
  report(group, look, screens.length, findings);
}

async function openCustomizer(page: Page, look: Look) {
  await page
    .getByRole('button', { name: text(look.language, 'common', 'customizer.open') })
    .click();
  await expect(page.locator('.ant-drawer-open')).toBeVisible();
}

async function openPhoneMenu(page: Page, look: Look) {
  await page
    .getByRole('button', { name: text(look.language, 'common', 'header.toggleSider') })
    .click();
  await expect(page.locator('.ant-drawer-open')).toBeVisible();
}

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox')).toBeVisible();
}

const first = <T>(rows: T[], what: string): T => {
  if (!rows.length) throw new Error(`the demo data has no ${what}`);
  return rows[0];
};

for (const look of LOOKS) {
  test.describe(`accessibility in ${look.name}`, () => {
    test.beforeEach(async ({ page }) => {
      // A group walks up to 17 screens, each with a full axe run: minutes on a loaded machine.
      test.setTimeout(300_000);
      await useLook(page, look);
      await withoutMotion(page);
      trackRequests(page);
    });

    test(`public screens [${look.name}]`, async ({ page }) => {
      await walk(page, look, 'public', [
        ['login', '/auth/login'],
        ['landing', '/landingpage'],
        ['404', '/auth/404'],
        ['maintenance', '/auth/maintenance'],
      ]);
    });

    test(`System Admin screens [${look.name}]`, async ({ page }) => {
      await signInAnyLanguage(page, ACCOUNTS.admin);
      const institution = first(
        await apiGet<{ institution_id: number }[]>(page, '/institute/list'),
        'institution',
      ).institution_id;
      const purchase = first(
        await apiGet<{ purchase_id: number }[]>(page, '/purchase/list?page=1&pageSize=20'),
        'purchase',
      ).purchase_id;
      await walk(page, look, 'System Admin', [
        ['dashboard', '/dashboards/modern'],
        ['customizer open', null, () => openCustomizer(page, look)],
        ['command palette open', null, () => openPalette(page)],
        ['account profile', '/account-profile'],
        ['institutions list', '/institutions'],
        ['institution show', `/institutions/${institution}`],
        ['institution create', '/institutions/create'],
        ['institution edit', `/institutions/${institution}/edit`],
        ['institution lockers', `/institutions/${institution}/lockers`],
        ['purchases list', '/purchase'],
        ['purchase show', `/purchase/${purchase}`],
        ['activity', '/activity'],
        ['door', '/door'],
      ]);
    });

    test(`System Admin tickets and users [${look.name}]`, async ({ page }) => {
      await signInAnyLanguage(page, ACCOUNTS.admin);
      const ticket = first(
        await apiGet<{ ticket_id: number }[]>(page, '/ticket/list'),
        'ticket',
      ).ticket_id;
      const user = first(await apiGet<{ user_id: number }[]>(page, '/users/list'), 'user').user_id;
      await walk(page, look, 'System Admin tickets and users', [
        ['tickets list', '/tickets'],
        ['ticket show', `/tickets/${ticket}`],
        ['ticket create', '/tickets/create'],
        ['ticket edit', `/tickets/${ticket}/edit`],
        ['users list', '/users'],
        ['user show', `/users/${user}`],
        ['user create', '/users/create'],
        ['user edit', `/users/${user}/edit`],
      ]);
    });

    test(`Institutional Admin screens [${look.name}]`, async ({ page }) => {
      await signInAnyLanguage(page, ACCOUNTS.venueAdmin);
      const own = await apiGet<{ institution: { institution_id: number } }>(
        page,
        '/users/profile/info',
      );
      const institution = own.institution.institution_id;
      const [withTickets] = await apiGet<{ Tickets: { ticket_id: number }[] }[]>(
        page,
        `/institute/${institution}/ticketlist`,
      );
      const ticket = first(withTickets.Tickets, 'ticket').ticket_id;
      const locker = first(
        await apiGet<{ id: number }[]>(page, `/locker/list/${institution}`),
        'locker',
      ).id;
      const purchase = first(
        await apiGet<{ purchase_id: number }[]>(
          page,
          `/purchase/list/institute/${institution}?page=1&pageSize=20`,
        ),
        'purchase',
      ).purchase_id;
      await walk(page, look, 'Institutional Admin', [
        ['dashboard', '/dashboards/modern'],
        ['institution detail', '/institution_detail'],
        ['institution detail edit', '/institution_detail/edit'],
        ['tickets list', '/tickets_institution'],
        ['ticket show', `/tickets_institution/${ticket}`],
        ['ticket create', '/tickets_institution/create'],
        ['ticket edit', `/tickets_institution/${ticket}/edit`],
        ['lockers list', '/lockers'],
        ['locker show', `/lockers/${locker}`],
        ['locker create', '/lockers/create'],
        ['locker edit', `/lockers/${locker}/edit`],
        ['purchases list', '/purchase_institution'],
        ['purchase show', `/purchase_institution/${purchase}`],
        ['activity', '/activity_institution'],
        ['door', '/door'],
        ['account profile', '/account-profile'],
      ]);
    });

    // The phone's header: ThemedSider's menu button in place of the sider, the brand beside it.
    test(`phone screens [${look.name}]`, async ({ page }) => {
      // Signed in on a desktop (the sign-in waits for the sider), then on the phone.
      await signInAnyLanguage(page, ACCOUNTS.admin);
      await page.setViewportSize({ width: 390, height: 844 });
      await walk(page, look, 'phone', [
        ['dashboard', '/dashboards/modern'],
        ['institutions list', '/institutions'],
        ['purchases list', '/purchase'],
        ['menu drawer open', null, () => openPhoneMenu(page, look)],
      ]);
    });

    test(`staff dashboard and demo sections [${look.name}]`, async ({ page }) => {
      await signInAnyLanguage(page, ACCOUNTS.staff);
      await walk(page, look, 'Staff and demo sections', [
        ['staff dashboard', '/dashboards/modern'],
        ['door', '/door'],
        ['chats', '/apps/chats'],
        ['email', '/apps/email'],
        ['support tickets', '/apps/tickets'],
        ['contacts', '/apps/contacts'],
        ['shop', '/apps/ecommerce/shop'],
        ['product detail', '/apps/ecommerce/detail/1'],
        ['product list', '/apps/ecommerce/list'],
        ['checkout', '/apps/ecommerce/checkout'],
        ['social profile', '/user-profile'],
        ['followers', '/apps/followers'],
        ['friends', '/apps/friends'],
        ['gallery', '/apps/gallery'],
        ['blog posts', '/apps/blog/posts'],
        ['blog post', '/apps/blog/detail/how-to-run-a-sold-out-rooftop-party'],
        ['notes', '/apps/notes'],
        ['calendar', '/apps/calendar'],
      ]);
    });
  });
}
