import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

// A list is a lazily loaded page that loads its data and then writes the URL: on a slow, shared
// CI machine that takes longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A list page's URL: the path, then whatever query Refine's `syncWithLocation` writes (page,
 * page size, sorters, filters). `/tickets` matches `/tickets?currentPage=1&...`, never
 * `/tickets/create`.
 */
export const listUrl = (path: string): RegExp => new RegExp(`${escapeRe(path)}(\\?.*)?$`);

/**
 * Waits until the list at `path` is on screen and has written its paging into the URL. A list
 * replaces the URL once after it mounts; navigating away before that can be undone by it, so a
 * test waits for this before it opens another page (a user cannot click that fast).
 */
export async function expectListPage(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${escapeRe(path)}\\?(.*&)?currentPage=\\d+`));
}

/**
 * Types into a list's search box and waits until the search is applied (it is debounced, then
 * written into the URL as the `q` filter), so the rows seen next are the search's.
 */
export async function searchList(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox').fill(text);
  await expect.poll(() => [...new URL(page.url()).searchParams.values()]).toContain(text);
}

/** A list's records: the table's rows on a desktop, the cards on a phone (PhoneCardList). */
export const records = (page: Page, hasText?: string): Locator =>
  page.locator('tbody tr.ant-table-row, .ant-list-item .ant-card', hasText ? { hasText } : {});

/** The two screens the list specs run on: a desktop and a phone. */
export const LIST_SCREENS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** The signed-in page's token, for calling the API beside the screen. */
export const bearer = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('token'))}`,
});

/** Creates an active locker of the signed-in admin's institution through the API; its id. */
export async function createLocker(page: Page, number: number): Promise<number> {
  const res = await page.request.post('/api/v1/locker/create', {
    headers: await bearer(page),
    data: { locker_number: number, status: 1 },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}
