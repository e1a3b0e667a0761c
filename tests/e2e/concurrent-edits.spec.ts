/**
 * Two admins edit the same institution (issue 57): B saves a new phone while A's form is open;
 * A's form says which field changed, A's save on the old version gets the stale-edit dialog
 * (theirs → yours) instead of silently undoing B's change, and after "Reload" both changes are
 * kept; after "Save mine anyway" A's values are stored on top of B's version and shown.
 */
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(360_000);
/** The first draw of a lazily loaded edit page, on a shared (loaded) machine. */
const FIRST_DRAW = { timeout: 90_000 };

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function signIn(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboards\/modern$/);
}

/** An institution with a known phone, and the admin's API headers to read and delete it. */
async function institutionToEdit(request: APIRequestContext) {
  const login = await request.post('/api/v1/users/login', {
    data: { email: ACCOUNTS.admin, password: DEMO_PASSWORD },
  });
  const auth = { authorization: `Bearer ${(await login.json()).token as string}` };
  const name = `Concurrent edit ${unique()}`;
  const created = await request.post('/api/v1/institute/create', {
    headers: auth,
    data: { name, email: `${unique()}@concurrent.test`, phone: '0100000001' },
  });
  expect(created.status()).toBe(201);
  return { auth, id: (await created.json()).data.institution_id as number };
}

/**
 * A opens the edit form, B saves a new phone, A types an address and saves on the version it
 * loaded: the stale-edit dialog, with B's change stored.
 */
async function staleSave(a: Page, b: Page, id: number) {
  await signIn(a, ACCOUNTS.admin);
  await signIn(b, ACCOUNTS.admin);
  await a.goto(`/institutions/${id}/edit`);
  await expect(a.getByLabel('Phone')).toHaveValue('0100000001', FIRST_DRAW);

  // B saves a new phone.
  await b.goto(`/institutions/${id}/edit`);
  await expect(b.getByLabel('Phone')).toHaveValue('0100000001', FIRST_DRAW);
  await b.getByLabel('Phone').fill('0200000002');
  await b.getByRole('button', { name: /Save/ }).click();
  await expect(b).toHaveURL(new RegExp(`/institutions/${id}$`));

  // A's open form says so, naming the field; A's typing stays.
  await a.getByLabel('Address').fill('1 Stale Street');
  const notice = a.getByRole('status').filter({ hasText: 'This record was changed elsewhere' });
  await expect(notice).toContainText('Changed: Phone');

  // A saves anyway on the version it loaded: the dialog, not "was saved".
  await a.getByRole('button', { name: /Save/ }).click();
  const dialog = a.getByRole('dialog', {
    name: 'Someone else saved this record while you were editing it',
  });
  await expect(dialog).toBeVisible();
  const phoneRow = dialog.getByRole('row').filter({ hasText: 'Phone' });
  await expect(phoneRow).toContainText('0200000002');
  await expect(phoneRow).toContainText('0100000001');
  await expect(a.getByText(/was saved/)).toHaveCount(0);
  return dialog;
}

test('a stale save shows what changed and never undoes the other admin’s change', async ({
  browser,
  request,
}) => {
  const { auth, id } = await institutionToEdit(request);
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const a = await contextA.newPage();
    const b = await contextB.newPage();
    const dialog = await staleSave(a, b, id);

    // B's change is stored.
    const stored = await request.get(`/api/v1/institute/${id}`, { headers: auth });
    expect((await stored.json()).data).toMatchObject({ phone: '0200000002', address: null });

    // Reload: B's phone in A's form; A's address again, saved on top of it.
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await expect(dialog).toBeHidden();
    await expect(a.getByLabel('Phone')).toHaveValue('0200000002');
    await a.getByLabel('Address').fill('1 Stale Street');
    await a.getByRole('button', { name: /Save/ }).click();
    await expect(a).toHaveURL(new RegExp(`/institutions/${id}$`));
    const both = await request.get(`/api/v1/institute/${id}`, { headers: auth });
    expect((await both.json()).data).toMatchObject({
      phone: '0200000002',
      address: '1 Stale Street',
    });
  } finally {
    await contextA.close();
    await contextB.close();
    await request.delete(`/api/v1/institute/delete/${id}`, { headers: auth });
  }
});

test('“Save mine anyway” stores my values on top of the other admin’s version and shows them', async ({
  browser,
  request,
}) => {
  const { auth, id } = await institutionToEdit(request);
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const a = await contextA.newPage();
    const b = await contextB.newPage();
    const dialog = await staleSave(a, b, id);
    const before = await request.get(`/api/v1/institute/${id}`, { headers: auth });
    const theirVersion = before.headers().etag;

    await dialog.getByRole('button', { name: 'Save mine anyway' }).click();
    await expect(dialog).toBeHidden();
    // Saved: the record's page shows A's values, B's phone overwritten knowingly.
    await expect(a).toHaveURL(new RegExp(`/institutions/${id}$`));
    await expect(a.getByRole('row', { name: 'Address 1 Stale Street' })).toBeVisible();
    await expect(a.getByRole('row', { name: 'Phone 0100000001' })).toBeVisible();

    const after = await request.get(`/api/v1/institute/${id}`, { headers: auth });
    expect((await after.json()).data).toMatchObject({
      phone: '0100000001',
      address: '1 Stale Street',
    });
    // A new version on top of B's, not a write on the version A had loaded.
    expect(after.headers().etag).not.toBe(theirVersion);
    // Once: no second "Save mine anyway" dialog and no error.
    await expect(
      a.getByRole('dialog', { name: 'Someone else saved this record while you were editing it' }),
    ).toHaveCount(0);
  } finally {
    await contextA.close();
    await contextB.close();
    await request.delete(`/api/v1/institute/delete/${id}`, { headers: auth });
  }
});
