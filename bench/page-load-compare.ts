/**
 * Part 2, for one change: two or more builds of the console side by side, each on its own
 * embedded server, measured in alternating order (A B, then B A, ...) so that a machine that
 * slows down during the run weighs on each alike. Largest contentful paint and first contentful
 * paint at 4× CPU, the time until the page answers input, and until each route's ready element
 * shows: the main thread's work (idle time left out) and the responses and bytes received.
 *
 *   npx vite build --outDir /tmp/before   (on the old code)   then   npx vite build --outDir /tmp/after
 *   npx tsx bench/page-load-compare.ts /tmp/before /tmp/after [--runs=5] [--route=/purchase ...]
 *
 * For a server change, the same build on two servers: `DIR@ENTRY` serves DIR from another
 * compiled server, e.g. `/tmp/old/dist-server/main.mjs` of a worktree at the old commit (made
 * there by `node scripts/build-server.mjs`).
 */
import {
  answersInput,
  launchBrowser,
  newContext,
  OBSERVE_LCP,
  PAGE_LOAD_CPU_SLOWDOWN,
  referenceWorkMs,
  tagCounts,
  PAGE_LOAD_ROUTES as ROUTES,
  startMainThreadClock,
  throttleCpu,
  waitForQuietly,
} from './lib/browser';
import { machineLine, median, ms, printTable, type Cell } from './lib/report';
import { signIn, startServer, tempDir, type RunningServer } from './lib/server';

/** And the first contentful paint (`window.__benchFcp`). */
const OBSERVE_PAINTS = `${OBSERVE_LCP}
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__benchFcp = e.startTime;
}).observe({ type: 'paint', buffered: true });
`;

const args = process.argv.slice(2);
const dirs = args.filter((a) => !a.startsWith('--'));
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const named = args.filter((a) => a.startsWith('--route=')).map((a) => a.slice(8));
const routes = named.length ? ROUTES.filter((r) => named.includes(r.path)) : ROUTES;

async function run() {
  if (dirs.length < 2) throw new Error('usage: page-load-compare.ts DIR_A DIR_B [...] [--runs=N]');
  console.log(`bench/page-load-compare — ${machineLine()}`);
  const servers: RunningServer[] = [];
  for (const [i, dir] of dirs.entries()) {
    // DIR@ENTRY: that build on that compiled server (a server change's before and after).
    const [staticDir, entry] = dir.split('@');
    servers.push(await startServer({ dataDir: tempDir(`compare-${i}`), staticDir, entry }));
  }
  const browser = await launchBrowser();
  // Beside the figures: how fast this machine runs JavaScript, to compare runs across machines.
  console.log(
    `reference work: ${ms(await referenceWorkMs(browser))} ms (unthrottled; lower is faster)`,
  );
  type Sample = {
    lcp: number[];
    fcp: number[];
    input: number[];
    work: number[];
    tags: string[];
    responses: number;
    kb: number;
  };
  const samples = new Map<string, Sample>();
  try {
    const sessions = [];
    for (const server of servers) sessions.push(await signIn(server.url));
    for (let i = 0; i < runs; i += 1) {
      const order = dirs.map((_, k) => k);
      if (i % 2) order.reverse();
      for (const k of order) {
        for (const route of routes) {
          const context = await newContext(
            browser,
            servers[k].url,
            route.signedIn ? sessions[k] : undefined,
          );
          const page = await context.newPage();
          await throttleCpu(page, PAGE_LOAD_CPU_SLOWDOWN);
          const mainThreadWork = await startMainThreadClock(page);
          await page.addInitScript(OBSERVE_PAINTS);
          let responses = 0;
          let bytes = 0;
          let ready = false;
          page.on('requestfinished', async (request) => {
            if (ready) return;
            responses += 1;
            const sizes = await request.sizes();
            if (!ready) bytes += sizes.responseBodySize;
          });
          await page.goto(route.path);
          await waitForQuietly(page, route.ready);
          ready = true;
          const work = await mainThreadWork();
          const input = (await page.evaluate(answersInput(route.ready))) as number;
          await page.waitForLoadState('networkidle');
          await page.waitForFunction('window.__benchLcp > 0', undefined, { timeout: 30_000 });
          const key = `${k} ${route.path}`;
          const sample = samples.get(key) ?? {
            lcp: [],
            fcp: [],
            input: [],
            work: [],
            tags: [],
            responses: 0,
            kb: 0,
          };
          sample.input.push(input);
          sample.work.push(work);
          sample.lcp.push((await page.evaluate('window.__benchLcp')) as number);
          sample.fcp.push((await page.evaluate('window.__benchFcp')) as number);
          sample.tags.push((await page.evaluate('window.__benchLcpTag')) as string);
          sample.responses = responses;
          sample.kb = bytes / 1024;
          samples.set(key, sample);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
  const rows: Record<string, Cell>[] = [];
  for (const route of routes) {
    for (const [k, dir] of dirs.entries()) {
      const s = samples.get(`${k} ${route.path}`)!;
      rows.push({
        route: route.path,
        build: dir,
        'LCP ms (median)': ms(median(s.lcp)),
        'FCP ms (median)': ms(median(s.fcp)),
        'LCP ms (each run)': s.lcp.map((v) => Math.round(v)).join(' '),
        'LCP element': tagCounts(s.tags),
        'answers input ms (median)': ms(median(s.input)),
        'main-thread work until ready ms (median)': ms(median(s.work)),
        'responses until ready': s.responses,
        'KB received until ready': Math.round(s.kb),
      });
    }
  }
  printTable(
    `Page load, CPU ${PAGE_LOAD_CPU_SLOWDOWN}× slower, empty cache, ${runs} alternating runs`,
    rows,
  );
}

await run();
