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
  /** Cells (prices) whose text the fixed Actions column covers, even partly. */
  coveredText: string[];
  /** How far the table runs past its box (0: it fits, nothing needs a sideways scroll). */
  overflow: number;
  /** Each header's text and width, to say which column is too wide when it does not fit. */
  widths: string[];
  /** Filter placeholders cut short by their box. */
  cutPlaceholders: string[];
}

const CASES = [
  ['en', 1280],
  ['en', 1440],
  ['fr', 1440],
  ['ar', 1280],
  ['ar', 1440],
] as const;

for (const [language, width] of CASES) {
  {
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
        const coveredText: string[] = [];
        for (const row of document.querySelectorAll('.ant-table-tbody tr.ant-table-row')) {
          const fixed = row.querySelector('.ant-table-cell-fix-right, .ant-table-cell-fix-left');
          if (!fixed) continue;
          const box = fixed.getBoundingClientRect();
          for (const tag of row.querySelectorAll('.ant-tag')) {
            if (overlap(tag.getBoundingClientRect(), box)) coveredTags.push(tag.textContent ?? '');
          }
          for (const td of row.querySelectorAll('td')) {
            if (td === fixed || !td.textContent) continue;
            const range = document.createRange();
            range.selectNodeContents(td);
            if (overlap(range.getBoundingClientRect(), box)) coveredText.push(td.textContent);
          }
        }
        const scroller = document.querySelector('.ant-table-content') as HTMLElement;
        const placeholders = [
          ...document.querySelectorAll<HTMLElement>('.ant-select-selection-placeholder'),
        ].filter((el) => el.scrollWidth > el.clientWidth + 1);
        const pickerInputs = [
          ...document.querySelectorAll<HTMLInputElement>(
            '.ant-picker-input input, input.ant-input[placeholder]',
          ),
        ].filter((input) => {
          const probe = document.createElement('span');
          probe.style.font = getComputedStyle(input).font;
          probe.style.position = 'absolute';
          probe.textContent = input.placeholder;
          document.body.appendChild(probe);
          const cut = probe.getBoundingClientRect().width > input.clientWidth + 1;
          probe.remove();
          return cut;
        });
        return {
          cutPlaceholders: [
            ...placeholders.map((el) => el.textContent ?? ''),
            ...pickerInputs.map((input) => input.placeholder),
          ],
          coveredText,
          overflow: scroller.scrollWidth - scroller.clientWidth,
          widths: [...document.querySelectorAll('.ant-table-thead th')].map(
            (th) => `${th.textContent}: ${Math.round(th.getBoundingClientRect().width)}`,
          ),
          wrappedHeaders: heads.filter((th) => lines(th) > 1).map((th) => th.textContent ?? ''),
          wrappedCells: cells.filter((td) => lines(td) > 1).map((td) => td.textContent ?? ''),
          coveredTags,
        };
      });
      if (width === 1440) {
        // In the default boxed layout at 1440 px every column is in view, the statuses
        // included, and nothing (an Arabic price's currency sign) sits under Actions.
        expect(layout.overflow, layout.widths.join(', ')).toBeLessThanOrEqual(1);
        expect(layout.coveredText).toEqual([]);
        expect(layout.coveredTags).toEqual([]);
      }
      // Narrower, the table scrolls sideways under its fixed Actions column.
      expect(layout.wrappedHeaders).toEqual([]);
      expect(layout.wrappedCells).toEqual([]);
      expect(layout.cutPlaceholders).toEqual([]);
    });
  }
}
