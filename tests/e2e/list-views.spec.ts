import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './helpers';
import { LIST_SCREENS, expectListPage } from './lists';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

const headers = (page: Page) => page.locator('thead th');

const savedViews = async (page: Page) => {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await page.request.get('/api/v1/views?list=lockers', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { name: string }[] }).data.map((v) => v.name);
};

// A phone shows cards, which have no columns to choose: the desktop only.
for (const screen of LIST_SCREENS.filter((s) => s.name === 'desktop')) {
  test(`${screen.name}: columns and a saved view of the lockers list, kept by the server`, async ({
    page,
  }) => {
    // Signed in on a desktop (the helper waits for the sider), then the screen under test.
    await signIn(page, ACCOUNTS.venueAdmin);
    await page.setViewportSize(screen.viewport);
    await page.goto('/lockers');
    await expectListPage(page, '/lockers');
    await expect(headers(page).filter({ hasText: 'Institution' })).toHaveCount(1);

    // Columns: hide the institution.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page
      .getByRole('group', { name: 'Shown columns' })
      .getByRole('checkbox', { name: 'Institution' })
      .uncheck();
    await expect(headers(page).filter({ hasText: 'Institution' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Filter to the disabled lockers and save that as a view with a unique name.
    const name = `Disabled ${screen.name} ${Date.now().toString(36)}`;
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByTitle('Disabled', { exact: true }).click();
    await expect(page).toHaveURL(/status/);
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'View name' }).fill(name);
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await expect(page.getByText(`View “${name}” saved`)).toBeVisible();
    expect(await savedViews(page)).toContain(name);

    // A fresh list (another device would show the same: the view is on the server).
    await page.evaluate(() => localStorage.clear());
    await page.goto('/lockers');
    await expectListPage(page, '/lockers');
    await expect(page).not.toHaveURL(/status/);
    await expect(headers(page).filter({ hasText: 'Institution' })).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Saved views' }).click();
    await page.getByTitle(name, { exact: true }).click();
    await expect(page).toHaveURL(/status/);
    await expect(headers(page).filter({ hasText: 'Institution' })).toHaveCount(0);
    for (const tag of await page.locator('tbody tr.ant-table-row .ant-tag').allInnerTexts()) {
      expect(tag).toBe('Disabled');
    }
  });
}
