import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './helpers';
import { expectListPage, searchList } from './lists';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** A locker-number prefix no other test uses (seeded lockers are 101-108). */
const uniquePrefix = () =>
  50_000_000 + ((Date.now() % 5_000_000) * 10 + Math.floor(Math.random() * 10));

const bearer = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('token'))}`,
});

test('an Institutional Admin imports lockers from a CSV with one bad row', async ({ page }) => {
  await signIn(page, ACCOUNTS.venueAdmin);
  const prefix = uniquePrefix();
  await page.goto('/lockers');
  await expectListPage(page, '/lockers');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from a CSV file' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'lockers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`locker_number,status\n${prefix}1,1\n${prefix}x,1\n${prefix}2,0\n`),
  });
  await expect(dialog.getByText('2 rows can be imported, 1 have errors')).toBeVisible();
  await expect(
    dialog.getByRole('cell', { name: `${prefix}x Locker number must be a positive integer` }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 2 valid rows' }).click();
  await expect(dialog.getByText('2 records imported')).toBeVisible();
  await expect(dialog.getByText('1 rows with errors were left out')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  await searchList(page, String(prefix));
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(2);
});

test('a System Admin moves two selected users to a role and institution at once', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  const tag = `Mover ${Date.now().toString(36)}`;
  const ids: number[] = [];
  for (const n of [1, 2]) {
    const res = await page.request.post('/api/v1/users/create-user', {
      headers: await bearer(page),
      data: {
        name: `${tag} ${n}`,
        email: `${tag.replace(' ', '.').toLowerCase()}.${n}@e2e.test`,
        password: 'Moving password 123',
        role: 0,
      },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { data: { user_id: number } }).data.user_id);
  }
  await page.goto('/users');
  await expectListPage(page, '/users');
  await searchList(page, tag);
  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await row.getByRole('checkbox').check();

  const moves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().includes('/users/')) moves.push(r.url());
  });
  await page.getByRole('button', { name: 'Move selected (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move 2 users' });
  await dialog.getByLabel('New role').click();
  await page.locator('.ant-select-item-option', { hasText: 'Institutional Staff' }).click();
  await dialog.getByLabel('New institution').fill('Neon');
  await page.locator('.ant-select-item-option', { hasText: 'Neon Harbor Club' }).click();
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText('Users moved: 2')).toBeVisible();
  expect(moves).toHaveLength(1);
  expect(moves[0]).toContain('/users/bulk-move');
  await expect(rows.getByText('Neon Harbor Club')).toHaveCount(2);
  for (const id of ids) {
    const res = await page.request.get(`/api/v1/users/profile/info/${id}`, {
      headers: await bearer(page),
    });
    const { data } = (await res.json()) as { data: { role: number; institution_id: unknown } };
    expect(data.role).toBe(3);
    expect(data.institution_id).not.toBeNull();
  }
});
