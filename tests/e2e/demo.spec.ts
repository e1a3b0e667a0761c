import { expect, test } from '@playwright/test';
import { ACCOUNTS, menuLinks, signIn } from './helpers';

/*
 * The demo sections in the production build: the MSW service worker answers /api/data/... in the
 * browser, while every /api/v1 call (the sign-in itself) still reaches the real server.
 */

test('the worker starts with the first demo screen, serves the four notes, passes /api/v1 through', async ({
  page,
}) => {
  const login = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/login'));
  await signIn(page, ACCOUNTS.staff);
  const loginReply = await login;
  expect(loginReply.status()).toBe(200);
  // A token minted by the real server (the fake has no /api/v1 handler).
  expect((await loginReply.json()).token).toMatch(/^ey/);
  // No demo screen opened yet: no worker stands between the console and its server.
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0);

  const notes = page.waitForResponse((r) => r.url().endsWith('/api/data/notes/NotesData'));
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Notes' })
    .click();
  const notesReply = await notes;
  expect(notesReply.status()).toBe(200);
  expect(notesReply.fromServiceWorker()).toBe(true);
  await expect(page.getByTestId('note-title')).toHaveCount(4);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // With the worker in place, a real call goes through it to the real server and back.
  const profile = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/profile/info'));
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Account settings' })
    .click();
  const profileReply = await profile;
  expect(profileReply.fromServiceWorker()).toBe(true);
  expect(profileReply.status()).toBe(200);
  expect((await profileReply.json()).data.email).toBe(ACCOUNTS.staff);

  // The server itself has no /api/data route: only the worker answers it.
  const direct = await page.request.get('/api/data/notes/NotesData');
  expect(direct.status()).toBe(404);
});

test('every role sees the Apps menu group', async ({ page }) => {
  await signIn(page, ACCOUNTS.guest);
  const links = await menuLinks(page);
  for (const name of ['Chats', 'Email', 'Tickets', 'Contacts', 'Notes', 'Calendar', 'Profile'])
    expect(links).toContain(name);
});

test('a like on /user-profile changes the count by one, and back', async ({ page }) => {
  await signIn(page, ACCOUNTS.venueAdmin);
  await page.goto('/user-profile');
  const first = page.getByRole('article').first();
  const like = first.getByRole('button', { name: 'Like (102)' });
  // The profile's lazy chunk and first call can take a while on a cold production build.
  await expect(like).toBeVisible({ timeout: 30_000 });
  await like.click();
  await expect(first.getByRole('button', { name: 'Unlike (103)' })).toBeVisible();
  await first.getByRole('button', { name: 'Unlike (103)' }).click();
  await expect(first.getByRole('button', { name: 'Like (102)' })).toBeVisible();
});

test('a blog post opens by its slug and an unknown slug shows "Post not found"', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/apps/blog/posts');
  await page.getByRole('link', { name: 'How to run a sold-out rooftop party' }).click();
  await expect(page).toHaveURL(/\/apps\/blog\/detail\/how-to-run-a-sold-out-rooftop-party$/);
  await expect(page.getByText('Comments (1)')).toBeVisible();
  await page.goto('/apps/blog/detail/no-such-post');
  await expect(page.getByText('Post not found')).toBeVisible();
});
