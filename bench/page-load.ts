/**
 * Part 2 — page load in headless Chromium with the CPU slowed down 4× through the DevTools
 * protocol (an ordinary laptop), on the embedded server (PGlite, demo data): largest contentful
 * paint, and the time until the page answers input (its ready element is on screen, then a
 * click handler queued behind the main thread's work runs).
 *
 *   npx tsx bench/page-load.ts [--quick]
 */
import path from 'node:path';
import { buildConsole } from './lib/build';
import {
  answersInput,
  launchBrowser,
  newContext,
  OBSERVE_LCP,
  PAGE_LOAD_CPU_SLOWDOWN,
  referenceWorkMs,
  tagCounts,
  PAGE_LOAD_ROUTES as ROUTES,
  throttleCpu,
  waitForQuietly,
} from './lib/browser';
import { budget, machineLine, median, ms, printTable, quick, type Cell } from './lib/report';
import { signIn, startServer, tempDir } from './lib/server';

const RUNS = quick ? 2 : 5;
const LCP_BUDGET_MS = 1500;

async function run() {
  console.log(`bench/page-load — ${machineLine()}`);
  const built = await buildConsole(path.join(tempDir('pageload-build'), 'dist'));
  const server = await startServer({ dataDir: tempDir('pageload-data'), staticDir: built.outDir });
  const browser = await launchBrowser();
  // Beside the figures: how fast this machine runs JavaScript, to compare runs across machines.
  console.log(
    `reference work: ${ms(await referenceWorkMs(browser))} ms (unthrottled; lower is faster)`,
  );
  const rows: Record<string, Cell>[] = [];
  const budgets: Record<string, Cell>[] = [];
  try {
    const session = await signIn(server.url);
    for (const route of ROUTES) {
      const lcp: number[] = [];
      const tags: string[] = [];
      const input: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const context = await newContext(browser, server.url, route.signedIn ? session : undefined);
        const page = await context.newPage();
        await throttleCpu(page, PAGE_LOAD_CPU_SLOWDOWN);
        await page.addInitScript(OBSERVE_LCP);
        await page.goto(route.path);
        await waitForQuietly(page, route.ready);
        input.push((await page.evaluate(answersInput(route.ready))) as number);
        // LCP is final once the page has had input or settled: read it after the probe.
        await page.waitForLoadState('networkidle');
        lcp.push((await page.evaluate('window.__benchLcp')) as number);
        tags.push((await page.evaluate('window.__benchLcpTag')) as string);
        await context.close();
      }
      rows.push({
        route: route.path,
        'LCP ms (median)': ms(median(lcp)),
        'LCP ms (max)': ms(Math.max(...lcp)),
        'LCP element': tagCounts(tags),
        'answers input ms (median)': ms(median(input)),
      });
      budgets.push(budget(`${route.path} LCP (4× CPU)`, median(lcp), LCP_BUDGET_MS, 'ms'));
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  printTable(`Page load, CPU ${PAGE_LOAD_CPU_SLOWDOWN}× slower, empty cache (${RUNS} runs)`, rows);
  printTable('Budgets', budgets);
  if (budgets.some((b) => b.result !== 'ok')) process.exitCode = 1;
}

await run();
