import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './helpers';

/*
 * The sider is @refinedev/antd's ThemedSider with the console's grouped menu: the role's groups
 * and links, the current page's entry marked, 270 px or 87 px wide, a drawer on a phone.
 */

test("the sider shows the system admin's groups, marks the current page and follows a link", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/purchase');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Purchases' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByText('Management', { exact: true })).toBeVisible();
  await expect(page.locator('aside.ant-layout-sider')).toHaveCSS('width', '270px');
  // The demo sections' labels come from their own namespace.
  await expect(nav.getByRole('link', { name: 'Chats' })).toBeVisible();
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users/);
  await expect(nav.locator('.ant-menu-item-selected')).toContainText('Users');
});

test('an institutional admin sees its own venue and no management group', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, ACCOUNTS.venueAdmin);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByText('My venue', { exact: true })).toBeVisible();
  await expect(nav.getByText('Management', { exact: true })).toHaveCount(0);
});

test('on a phone the menu opens in a drawer', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.locator('aside.ant-layout-sider')).toHaveCount(0);
  await page.getByRole('button', { name: 'Toggle the side menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Purchases' }).click();
  await expect(page).toHaveURL(/\/purchase/);
});
