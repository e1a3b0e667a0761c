import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './helpers';
import { LIST_SCREENS, bearer, createLocker, expectListPage, records, searchList } from './lists';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

/** Two locker numbers sharing a prefix no other test uses (seeded lockers are 101-108). */
const uniquePrefix = () =>
  40_000_000 + ((Date.now() % 5_000_000) * 10 + Math.floor(Math.random() * 10));

const lockerStatus = async (page: Page, id: number) =>
  (
    (await (
      await page.request.get(`/api/v1/locker/${id}`, { headers: await bearer(page) })
    ).json()) as { data: { status: number } }
  ).data.status;

for (const screen of LIST_SCREENS) {
  test(`${screen.name}: disabling two selected lockers is one change, and both show it`, async ({
    page,
  }) => {
    // Signed in on a desktop (the helper waits for the sider), then the screen under test.
    await signIn(page, ACCOUNTS.venueAdmin);
    await page.setViewportSize(screen.viewport);
    const prefix = uniquePrefix();
    const ids = [
      await createLocker(page, prefix * 10 + 1),
      await createLocker(page, prefix * 10 + 2),
    ];
    await page.goto('/lockers');
    await expectListPage(page, '/lockers');
    await searchList(page, String(prefix));
    const rows = records(page);
    await expect(rows).toHaveCount(2);

    const bulkCalls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().includes('/locker/')) bulkCalls.push(r.url());
    });
    for (const row of await rows.all()) await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Disable selected (2)' }).click();
    await expect(page.getByText('Status changed: 2')).toBeVisible();
    await expect(rows.getByText('Disabled')).toHaveCount(2);
    expect(bulkCalls).toHaveLength(1);
    expect(bulkCalls[0]).toContain('/locker/bulk-status');
    for (const id of ids) expect(await lockerStatus(page, id)).toBe(0);
  });
}
