import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, goInApp, signIn } from './helpers';

/*
 * Stored text with markup shows as text on every screen. Records are created through the API
 * with names and texts like `<script>alert(1)</script><img src=x onerror=alert(2)>`, then the
 * lists, show pages, dashboard and command palette are opened as the roles that see them.
 *
 * The CSP (no inline script, script-src-attr 'none') would stop the alert even if the markup were
 * injected, so "no dialog" alone proves little: each screen is also checked for the injected
 * elements themselves (an <img src="x">, any onerror attribute, a script holding alert) and for the
 * literal text.
 */
// Many lazily loaded screens in one test: allow for a slow (shared) machine.
const expect = baseExpect.configure({ timeout: 60_000 });
test.setTimeout(480_000);

const XSS = '<script>alert(1)</script><img src=x onerror=alert(2)>';

interface Planted {
  token: string;
  institution: { id: number; name: string };
  ticket: { id: number; name: string };
  user: { id: number; name: string; email: string };
}

/** Creates the hostile records as the System Admin, through the API. */
async function plant(request: APIRequestContext): Promise<Planted> {
  const token = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const login = await request.post('/api/v1/users/login', {
    data: { email: ACCOUNTS.admin, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const post = async (url: string, data: Record<string, unknown>) => {
    const res = await request.post(`/api/v1${url}`, { headers, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
    return (await res.json()).data as Record<string, unknown>;
  };

  const institutionName = `${XSS} Venue ${token}`;
  const institution = await post('/institute/create', {
    name: institutionName,
    email: `xss.${token}@venue.example`,
    phone: '+33 1 23 45 67 89',
    address: `${XSS} Street`,
    details: `${XSS} <b>not bold</b> & "quoted"`,
  });
  const ticketName = `${XSS} Pass ${token}`;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const ticket = await post('/ticket/create', {
    name: ticketName,
    description: `${XSS} description`,
    benefits: `${XSS} benefits`,
    institution_id: institution.institution_id,
    price: '10.00',
    capacity: 100,
    is_regular: false,
    date: tomorrow,
    start_datetime: '20:00',
    end_datetime: '23:00',
  });
  await post('/locker/create', { institution_id: institution.institution_id, locker_number: 7 });
  const userName = `${XSS} Admin ${token}`;
  const email = `xss.${token}@users.test`;
  const user = await post('/users/create-user', {
    name: userName,
    email,
    password: DEMO_PASSWORD,
    role: 2,
    institution_id: institution.institution_id,
  });
  return {
    token,
    institution: { id: institution.institution_id as number, name: institutionName },
    ticket: { id: ticket.ticket_id as number, name: ticketName },
    user: { id: user.user_id as number, name: userName, email },
  };
}

/** Collects every dialog (alert, confirm, prompt) the page opens. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** The screen shows `text` literally and holds none of the injected markup. */
async function expectLiteral(page: Page, text: string, where: string) {
  // Visible matches only: the document title (<title>) may hold the same text.
  await expect(
    page.getByText(text, { exact: false }).filter({ visible: true }).first(),
    where,
  ).toBeVisible();
  await expectNoInjectedMarkup(page, where);
}

async function expectNoInjectedMarkup(page: Page, where: string) {
  await expect(page.locator('img[src="x"]'), where).toHaveCount(0);
  await expect(page.locator('[onerror]'), where).toHaveCount(0);
  await expect(page.locator('script', { hasText: 'alert(' }), where).toHaveCount(0);
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
}

async function paletteSearch(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox');
  await expect(box).toBeVisible();
  await box.fill(text);
  return page.getByRole('listbox');
}

test('a System Admin sees stored markup as text in lists, pages and the palette', async ({
  page,
  request,
}) => {
  // Nine screens and the palette in one test: three times the time of a one-screen test.
  test.slow();
  const planted = await plant(request);
  const dialogs = watchDialogs(page);
  await signIn(page, ACCOUNTS.admin);

  await test.step('institutions: list, page, its lockers', async () => {
    await goInApp(page, '/institutions');
    await search(page, planted.token);
    await expect(page.getByRole('row').filter({ hasText: planted.token })).toHaveCount(1);
    await expectLiteral(page, planted.institution.name, 'institution list');
    await goInApp(page, `/institutions/${planted.institution.id}`);
    await expectLiteral(page, planted.institution.name, 'institution page');
    await expectLiteral(page, `${XSS} <b>not bold</b> & "quoted"`, 'institution details');
    await expect(page.locator('b', { hasText: 'not bold' })).toHaveCount(0);
    await expectLiteral(page, `${XSS} Street`, 'institution address');
    await goInApp(page, `/institutions/${planted.institution.id}/lockers`);
    await expectLiteral(page, planted.institution.name, 'institution lockers');
    // The locker list writes its state into the URL once it has mounted; leaving before that
    // would let its late write take the browser back to the lockers.
    await expect(page).toHaveURL(/\/lockers\?.*currentPage=/);
  });

  await test.step('ticket types: list and page', async () => {
    await goInApp(page, '/tickets');
    await search(page, planted.token);
    await expect(page.getByRole('row').filter({ hasText: planted.token })).toHaveCount(1);
    await expectLiteral(page, planted.ticket.name, 'ticket list');
    await goInApp(page, `/tickets/${planted.ticket.id}`);
    await expectLiteral(page, planted.ticket.name, 'ticket page');
    await expectLiteral(page, `${XSS} description`, 'ticket description');
    await expectLiteral(page, `${XSS} benefits`, 'ticket benefits');
  });

  await test.step('users: list and page', async () => {
    await goInApp(page, '/users');
    await search(page, planted.token);
    await expect(page.getByRole('row').filter({ hasText: planted.token })).toHaveCount(1);
    await expectLiteral(page, planted.user.name, 'user list');
    await goInApp(page, `/users/${planted.user.id}`);
    await expectLiteral(page, planted.user.name, 'user page');
  });

  await test.step('dashboard and command palette', async () => {
    await goInApp(page, '/dashboards/modern');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expectNoInjectedMarkup(page, 'dashboard');
    const list = await paletteSearch(page, planted.token);
    for (const name of [planted.institution.name, planted.ticket.name, planted.user.name]) {
      await expect(
        list.getByText(name, { exact: false }).filter({ visible: true }).first(),
      ).toBeVisible();
    }
    await expectNoInjectedMarkup(page, 'palette');
  });

  expect(dialogs).toEqual([]);
});

test('an Institutional Admin with a markup name sees it as text on its own screens', async ({
  page,
  request,
}) => {
  const planted = await plant(request);
  const dialogs = watchDialogs(page);
  await signIn(page, planted.user.email);

  await test.step('dashboard: its name, its venue, its upcoming event', async () => {
    await expectLiteral(page, planted.ticket.name, 'dashboard upcoming events');
    await expectLiteral(page, planted.institution.name, 'dashboard venue');
  });

  await test.step('its institution, ticket types and lockers', async () => {
    await goInApp(page, '/institution_detail');
    await expectLiteral(page, planted.institution.name, 'institution detail');
    await goInApp(page, '/tickets_institution');
    await expectLiteral(page, planted.ticket.name, 'institution tickets');
    await goInApp(page, `/tickets_institution/${planted.ticket.id}`);
    await expectLiteral(page, `${XSS} benefits`, 'institution ticket page');
    await goInApp(page, '/lockers');
    const row = page.getByRole('row').filter({ hasText: planted.token });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(planted.institution.name);
    await expectNoInjectedMarkup(page, 'lockers');
  });

  await test.step('its profile and the palette', async () => {
    await goInApp(page, '/account-profile');
    await expect(page.getByLabel('Name')).toHaveValue(planted.user.name);
    await expectNoInjectedMarkup(page, 'account profile');
    const list = await paletteSearch(page, planted.token);
    await expect(
      list.getByText(planted.ticket.name, { exact: false }).filter({ visible: true }).first(),
    ).toBeVisible();
    await expectNoInjectedMarkup(page, 'palette');
  });

  expect(dialogs).toEqual([]);
});
