import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './helpers';
import { signInAnyLanguage, useLook } from './a11y-support';

// A sign-in and a list in each of four windows: more than one page's worth of work.
test.describe.configure({ timeout: 120_000 });

/** What the purchases table looks like once drawn, measured in the page. */
interface Layout {
  /** Header cells whose text runs on more than one line. */
  wrappedHeaders: string[];
  /** Body cells (dates, names, tags) whose text runs on more than one line. */
  wrappedCells: string[];
  /** Status tags that the fixed Actions column covers, even partly. */
  coveredTags: string[];
}

for (const language of ['en', 'ar'] as const) {
  for (const width of [1280, 1440]) {
    test(`purchases at ${width}x900 in ${language}: one line per cell, no tag under Actions`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await useLook(page, {
        name: language,
        mode: 'light',
        direction: language === 'ar' ? 'rtl' : 'ltr',
        language,
      });
      await signInAnyLanguage(page, ACCOUNTS.admin);
      await page.goto('/purchase');
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.locator('.ant-table-tbody .ant-tag').first()).toBeVisible();
      const layout = await page.evaluate((): Layout => {
        /** Distinct line tops of an element's text (an inline tag or link is on the same line). */
        const lines = (el: Element) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const tops: number[] = [];
          for (const rect of range.getClientRects()) {
            if (rect.width === 0) continue;
            if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2))
              tops.push(rect.top);
          }
          return tops.length;
        };
        const overlap = (a: DOMRect, b: DOMRect) =>
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
        const heads = [...document.querySelectorAll('.ant-table-thead th')].filter(
          (th) => (th.textContent ?? '').trim() !== '',
        );
        const cells = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row td')].filter(
          (td) => !td.matches('.ant-table-cell-fix-right, .ant-table-cell-fix-left'),
        );
        const coveredTags: string[] = [];
        for (const row of document.querySelectorAll('.ant-table-tbody tr.ant-table-row')) {
          const fixed = row.querySelector('.ant-table-cell-fix-right, .ant-table-cell-fix-left');
          if (!fixed) continue;
          const box = fixed.getBoundingClientRect();
          for (const tag of row.querySelectorAll('.ant-tag')) {
            if (overlap(tag.getBoundingClientRect(), box)) coveredTags.push(tag.textContent ?? '');
          }
        }
        return {
          wrappedHeaders: heads.filter((th) => lines(th) > 1).map((th) => th.textContent ?? ''),
          wrappedCells: cells.filter((td) => lines(td) > 1).map((td) => td.textContent ?? ''),
          coveredTags,
        };
      });
      expect(layout.wrappedHeaders).toEqual([]);
      expect(layout.wrappedCells).toEqual([]);
      expect(layout.coveredTags).toEqual([]);
    });
  }
}
