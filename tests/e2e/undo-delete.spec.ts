import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './helpers';
import { LIST_SCREENS, bearer, createLocker, expectListPage, records, searchList } from './lists';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

/** A locker number no other test uses (seeded lockers are 101-108; see lockers.spec.ts). */
const uniqueNumber = () =>
  300_000_000 + ((Date.now() % 600_000) * 1000 + Math.floor(Math.random() * 1000));

const lockerStatus = async (page: Page, id: number) =>
  (await page.request.get(`/api/v1/locker/${id}`, { headers: await bearer(page) })).status();

for (const screen of LIST_SCREENS) {
  test(`${screen.name}: a locker's delete can be undone, and goes when the countdown ends`, async ({
    page,
  }) => {
    // Signed in on a desktop (the helper waits for the sider), then the screen under test.
    await signIn(page, ACCOUNTS.venueAdmin);
    await page.setViewportSize(screen.viewport);
    const number = uniqueNumber();
    const id = await createLocker(page, number);
    await page.goto('/lockers');
    await expectListPage(page, '/lockers');
    await searchList(page, String(number));
    const row = records(page, String(number));
    await expect(row).toHaveCount(1);

    // Delete asks nothing: the row goes, the countdown offers Undo, and Undo brings it back.
    await row.locator('.refine-delete-button').click();
    await expect(row).toHaveCount(0);
    const notice = page.locator('.ant-notification-notice', { hasText: /seconds to undo/ });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'undo' }).click();
    await expect(row).toHaveCount(1);
    await expect(notice).toHaveCount(0);
    expect(await lockerStatus(page, id)).toBe(200);

    // Again, without Undo: the DELETE goes when the count ends.
    await row.locator('.refine-delete-button').click();
    await expect(page.getByText(`Locker ${number} deleted`)).toBeVisible();
    await expect.poll(() => lockerStatus(page, id)).toBe(404);
    await page.reload();
    await expect(page.getByText('No locker matches these filters')).toBeVisible();
  });
}
