/**
 * Part 3 — large data in the browser (Chromium, not throttled): the purchase list of a platform
 * with 100 000 purchases, 2 000 ticket types and 5 000 users.
 * - On the project's server (pages on the server): time from a click on page 2, a column sort or
 *   a filter until the new rows are on screen. Taken twice: at once, the first click as soon as
 *   the first rows show (the console still finishing its load), and on a settled page (nothing on
 *   the network and no long task for a second).
 * - Against a stand-in for the legacy server (20 000 purchases in one reply, no `meta`): the
 *   same three, plus the first load and the longest main-thread task while it loads (freeze).
 *
 *   npx tsx bench/large-data.ts [--quick]
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildConsole } from './lib/build';
import { launchBrowser, newContext } from './lib/browser';
import { startLegacyStandIn } from './lib/legacy-standin';
import { budget, machineLine, median, ms, printTable, quick, type Cell } from './lib/report';
import { seed, signIn, startServer, tempDir } from './lib/server';

const SIZES = quick
  ? { purchases: 10_000, tickets: 200, users: 500 }
  : { purchases: 100_000, tickets: 2_000, users: 5_000 };
const LEGACY_ROWS = quick ? 5_000 : 20_000;
const RUNS = quick ? 2 : 5;
const BUDGET_MS = 300;
/** A settled page: this long without a long task, after the network went quiet. */
const QUIET_MS = 1_000;

/** In the page: watch the first row, run `act`, resolve the ms until the first row changed. */
const MEASURE = `
window.__benchChange = (act) => new Promise((resolve, reject) => {
  const firstRow = () => document.querySelector('.ant-table-tbody tr.ant-table-row')?.textContent ?? '';
  const before = firstRow();
  const start = performance.now();
  const timer = setTimeout(() => { observer.disconnect(); reject(new Error('rows did not change')); }, 30000);
  const observer = new MutationObserver(() => {
    if (firstRow() !== before && firstRow() !== '') {
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now() - start);
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  act();
});
window.__benchLongest = 0;
window.__benchLastLong = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.__benchLongest = Math.max(window.__benchLongest, e.duration);
    window.__benchLastLong = Math.max(window.__benchLastLong, e.startTime + e.duration);
  }
}).observe({ type: 'longtask', buffered: true });
`;

const clickScript = (selector: string, text?: string) => `window.__benchChange(() => {
  const all = Array.from(document.querySelectorAll(${JSON.stringify(selector)}));
  const el = ${text ? `all.find((e) => e.textContent.trim() === ${JSON.stringify(text)})` : 'all[0]'};
  if (!el) throw new Error('nothing to click: ${selector}');
  el.click();
})`;

async function openList(page: Page, url: string) {
  const started = Date.now();
  await page.goto(url);
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 120_000 });
  return Date.now() - started;
}

/** Until the console's load work is done: the network quiet, then no long task for QUIET_MS. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(`new Promise((resolve) => {
    const check = () => performance.now() - window.__benchLastLong >= ${QUIET_MS} ? resolve() : setTimeout(check, 100);
    check();
  })`);
}

type Times = { page: number[]; sort: number[]; filter: number[] };

async function interactions(page: Page, settled: boolean): Promise<Times> {
  const times: Times = { page: [], sort: [], filter: [] };
  for (let run = 0; run < RUNS; run += 1) {
    await openList(page, '/purchase');
    if (settled) await settle(page);
    // Page 2, then back to 1 so the next click changes rows again.
    times.page.push(await page.evaluate(clickScript('.ant-pagination-item-2')));
    await page.evaluate(clickScript('.ant-pagination-item-1'));
    // Sort by price (the column header toggles ascending).
    times.sort.push(await page.evaluate(clickScript('th.ant-table-column-has-sorters', 'Price')));
    // Filter: the first payment status.
    await page.getByRole('combobox', { name: 'Payment status' }).click();
    await page.locator('.ant-select-dropdown .ant-select-item-option').first().waitFor();
    times.filter.push(
      await page.evaluate(
        clickScript(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
        ),
      ),
    );
  }
  return times;
}

async function run() {
  console.log(`bench/large-data — ${machineLine()}`);
  const dataDir = tempDir('large');
  const started = Date.now();
  seed(dataDir, SIZES);
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `seeded ${SIZES.purchases} purchases, ${SIZES.tickets} ticket types, ${SIZES.users} users in ${seconds.toFixed(1)} s`,
  );
  const built = await buildConsole(path.join(tempDir('large-build'), 'dist'));
  const server = await startServer({ dataDir, staticDir: built.outDir });
  const browser = await launchBrowser();
  const rows: Record<string, Cell>[] = [];
  const budgets: Record<string, Cell>[] = [];
  try {
    const session = await signIn(server.url);
    const { token } = session;
    const legacy = await startLegacyStandIn({
      upstream: server.url,
      token,
      staticDir: built.outDir,
      count: LEGACY_ROWS,
    });
    try {
      for (const [name, url] of [
        [`project server (${SIZES.purchases} purchases, paged)`, server.url],
        [`legacy stand-in (${LEGACY_ROWS} purchases, one reply)`, legacy.url],
      ] as const) {
        const context = await newContext(browser, url, session);
        const page = await context.newPage();
        await page.addInitScript(MEASURE);
        const firstLoad = await openList(page, '/purchase');
        const longest = (await page.evaluate('window.__benchLongest')) as number;
        const atOnce = await interactions(page, false);
        const settled = await interactions(page, true);
        await context.close();
        rows.push({
          server: name,
          'first rows ms': firstLoad,
          'longest task ms': ms(longest),
          'page 2 ms': ms(median(atOnce.page)),
          'sort ms': ms(median(atOnce.sort)),
          'filter ms': ms(median(atOnce.filter)),
          'settled: page 2': ms(median(settled.page)),
          sort: ms(median(settled.sort)),
          filter: ms(median(settled.filter)),
        });
        for (const [when, t] of [
          ['at once', atOnce],
          ['settled', settled],
        ] as const) {
          for (const key of ['page', 'sort', 'filter'] as const) {
            const label = `${name.split(' (')[0]}: ${key}, ${when}`;
            budgets.push(budget(label, median(t[key]), BUDGET_MS, 'ms'));
          }
        }
      }
    } finally {
      await legacy.stop();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  printTable(`Purchase list in the browser (median of ${RUNS} runs, unthrottled)`, rows);
  printTable('Budgets', budgets);
  if (budgets.some((b) => b.result !== 'ok')) process.exitCode = 1;
}

await run();
