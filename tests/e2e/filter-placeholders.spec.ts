import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './helpers';
import { signInAnyLanguage, settle, trackRequests, useLook } from './a11y-support';

/*
 * Every list's filter bar shows each filter's whole placeholder, in English and in French (the
 * longer one): the walk found them cut (issue 59, defect 9).
 */

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const LISTS = [
  { path: '/institutions', account: ACCOUNTS.admin },
  { path: '/tickets', account: ACCOUNTS.admin },
  { path: '/users', account: ACCOUNTS.admin },
  { path: '/purchase', account: ACCOUNTS.admin },
  { path: '/activity', account: ACCOUNTS.admin },
  { path: '/lockers', account: ACCOUNTS.venueAdmin },
];

/** The placeholders drawn narrower than their text, as "text (shown of needed px)". */
async function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    // A Select's placeholder is a span that ends in an ellipsis when it is too narrow.
    for (const el of document.querySelectorAll<HTMLElement>('.ant-select-selection-placeholder')) {
      if (el.scrollWidth > el.clientWidth + 1) {
        cut.push(`${el.textContent} (${el.clientWidth} of ${el.scrollWidth} px)`);
      }
    }
    // An input's placeholder: its text measured in the input's own font.
    const context = document.createElement('canvas').getContext('2d')!;
    for (const input of document.querySelectorAll<HTMLInputElement>('main input[placeholder]')) {
      if (input.closest('.ant-select')) continue;
      const style = getComputedStyle(input);
      context.font = style.font;
      const needed = context.measureText(input.placeholder).width;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (needed > room + 1) {
        cut.push(`${input.placeholder} (${Math.round(room)} of ${Math.round(needed)} px)`);
      }
    }
    return cut;
  });
}

for (const language of ['en', 'fr'] as const) {
  test(`every list's filter placeholders are whole [${language}]`, async ({ page }) => {
    await useLook(page, { name: language, mode: 'light', direction: 'ltr', language });
    trackRequests(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    const found: Record<string, string[]> = {};
    let signedIn = '';
    for (const list of LISTS) {
      if (signedIn !== list.account) {
        await page.context().clearCookies();
        await page.goto('/auth/login');
        await page.evaluate(() => sessionStorage.clear());
        await signInAnyLanguage(page, list.account);
        signedIn = list.account;
      }
      await page.goto(list.path);
      await expect(page.locator('main .ant-select').first()).toBeVisible();
      await settle(page);
      const cut = await cutPlaceholders(page);
      if (cut.length) found[list.path] = cut;
    }
    expect(found).toEqual({});
  });
}
