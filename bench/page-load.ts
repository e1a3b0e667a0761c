/**
 * Page load against a stock app: the console and bench/reference (Refine + antd as
 * create-refine-app wires them), each built here and served by its own copy of the project's
 * server (same compression, caching and demo data), loaded alternately in headless Chromium with
 * the CPU 4× slower (CDP) and an empty cache. Per route: LCP and its element, the time until the
 * page is usable (bench/lib/usable.ts), the long-task work and the JS+CSS fetched until then, a
 * warm visit (the same tab again, cache kept), and in-app navigations from the menu (unthrottled).
 *
 *   npx tsx bench/page-load.ts [--rounds N | --quick] [--console=DIR] [--reference=DIR]
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { buildConsole, buildReference } from './lib/build';
import {
  launchBrowser,
  newContext,
  PAGE_LOAD_CPU_SLOWDOWN,
  referenceWorkMs,
  tagCounts,
} from './lib/browser';
import {
  budget,
  kb,
  machineLine,
  median as medianOfAll,
  ms,
  option,
  printTable,
  quick,
  type Cell,
} from './lib/report';
import {
  signIn,
  startServer,
  tempDir,
  type BrowserSession,
  type RunningServer,
} from './lib/server';
import {
  clickAt,
  DASHBOARD_DRAWN,
  figuresUntil,
  inPage,
  loadUntilUsable,
  OBSERVE_PAGE,
  ROWS_IN,
  SETTLED,
  USABLE_ROUTES,
  waitInPage,
  type UsableRoute,
} from './lib/usable';

const roundsArg = process.argv.findIndex((a) => a === '--rounds' || a.startsWith('--rounds='));
const ROUNDS = Number(
  roundsArg < 0
    ? quick
      ? 2
      : 5
    : (process.argv[roundsArg].split('=')[1] ?? process.argv[roundsArg + 1]),
);

const BUDGET = {
  usable: 0.75,
  longTasks: 0.75,
  lcp: 0.75,
  bytes: 0.85,
  loginKb: 250,
  warm: 0.5,
  navigationMs: 300,
};

interface App {
  name: 'console' | 'reference';
  dist: string;
  server: RunningServer;
  session: BrowserSession;
}

interface Sample {
  lcp: number;
  lcpElement: string;
  usable: number;
  longTasks: number;
  bytes: number;
  warm: number;
}

/** Gzip size of a served file, from the build: its .gz beside it, or gzip of it when too small. */
const gzipSizes = new Map<string, number>();
function gzipSize(dist: string, pathname: string): number {
  const file = path.join(dist, decodeURIComponent(pathname));
  if (!gzipSizes.has(file)) {
    const size = existsSync(`${file}.gz`)
      ? statSync(`${file}.gz`).size
      : existsSync(file)
        ? gzipSync(readFileSync(file)).length
        : 0;
    gzipSizes.set(file, size);
  }
  return gzipSizes.get(file)!;
}

async function openPage(browser: Browser, app: App, signedIn: boolean, cpu: number) {
  const context = await newContext(browser, app.server.url, signedIn ? app.session : undefined);
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_PAGE);
  const cdp = await context.newCDPSession(page);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, page, cdp };
}

/** A cold load until usable, its figures, then a warm visit of the same route in the same tab. */
async function measure(browser: Browser, app: App, route: UsableRoute): Promise<Sample> {
  const { context, page, cdp } = await openPage(
    browser,
    app,
    route.signedIn,
    PAGE_LOAD_CPU_SLOWDOWN,
  );
  try {
    const usable = await loadUntilUsable(page, cdp, route);
    const figures = await figuresUntil(cdp, usable);
    const bytes = figures.files.reduce((sum, file) => sum + gzipSize(app.dist, file), 0);
    // The sign-in screen again, signed out as before. The first visit signed in: its reply must
    // be in (the app has left the sign-in screen) before the session is cleared, or the token it
    // stores afterwards sends the warm visit to the dashboard.
    if (!route.signedIn) {
      await waitInPage(cdp, `location.pathname !== '${route.path}'`, 'signed in');
      await page.evaluate('sessionStorage.clear()');
    }
    const warm = await loadUntilUsable(page, cdp, route);
    return { ...figures, usable, bytes, warm };
  } finally {
    await context.close();
  }
}

/** Navigations that failed are said at once and left out of the medians. */
const safeNavigations = (browser: Browser, app: App) =>
  navigations(browser, app).catch((error: Error) => {
    failed(app, error);
    return { 'dashboard → purchases': NaN, 'purchases → dashboard': NaN };
  });

/**
 * From the dashboard to the purchases by the menu and back, each click on a settled page: click
 * to the new page's data.
 */
async function navigations(browser: Browser, app: App): Promise<Record<string, number>> {
  const { context, page, cdp } = await openPage(browser, app, true, 1);
  const menuClick = async (target: string, drawn: string) => {
    await waitInPage(cdp, SETTLED, 'settled');
    await inPage(
      cdp,
      `(addEventListener('pointerdown', () => { window.__benchClick = performance.now(); }, { capture: true, once: true }), true)`,
    );
    const link = `document.querySelector('.ant-menu a[href="${target}"]')`;
    await waitInPage(cdp, `${link} !== null && visible(${link})`, `a menu link to ${target}`);
    await clickAt(cdp, link);
    const done = await waitInPage(
      cdp,
      `location.pathname === '${target}' && ${drawn}`,
      `drawn after a click to ${target}`,
    );
    return done - (await inPage<number>(cdp, 'window.__benchClick'));
  };
  try {
    await loadUntilUsable(page, cdp, USABLE_ROUTES[1]);
    return {
      'dashboard → purchases': await menuClick('/purchase', ROWS_IN),
      'purchases → dashboard': await menuClick('/dashboards/modern', DASHBOARD_DRAWN),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => medianOfAll(values.filter(Number.isFinite));

/** A load that never became usable: said at once, and left out of the medians. */
function failed(app: App, error: Error): Sample {
  console.log(`  ! ${app.name}: ${error.message.split('\n')[0]}`);
  return { lcp: NaN, lcpElement: '(failed)', usable: NaN, longTasks: NaN, bytes: NaN, warm: NaN };
}

const ratio = (a: number, b: number) => a / b;
const x = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '–');

/** `--console=DIR` / `--reference=DIR` serve a build made before instead of building. */
async function startApp(
  name: App['name'],
  build: (outDir: string) => Promise<unknown>,
): Promise<App> {
  const given = option(name, '');
  const dist = given ? path.resolve(given) : path.join(tempDir(`pageload-${name}`), 'dist');
  if (!given) await build(dist);
  const server = await startServer({ dataDir: tempDir(`pageload-${name}-data`), staticDir: dist });
  return { name, dist, server, session: await signIn(server.url) };
}

async function run() {
  console.log(`bench/page-load — ${machineLine()}`);
  const apps = [
    await startApp('console', (dir) => buildConsole(dir)),
    await startApp('reference', buildReference),
  ];
  const browser = await launchBrowser();
  const samples = new Map<string, Sample[]>();
  const navs = new Map<string, Record<string, number>[]>();
  const key = (app: App, route: UsableRoute) => `${app.name} ${route.path}`;
  try {
    // Beside the figures: how fast this machine runs JavaScript, to compare runs across machines.
    console.log(
      `reference work: ${ms(await referenceWorkMs(browser))} ms (unthrottled; lower is faster)`,
    );
    // One unmeasured pass so both servers have started their caches and compiled their code.
    for (const app of apps) await safeNavigations(browser, app);
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternating order, so a machine that slows down during the run weighs on both alike.
      const order = round % 2 ? [...apps].reverse() : apps;
      for (const route of USABLE_ROUTES) {
        for (const app of order) {
          const list = samples.get(key(app, route)) ?? [];
          list.push(await measure(browser, app, route).catch((error: Error) => failed(app, error)));
          samples.set(key(app, route), list);
        }
      }
      for (const app of order) {
        const list = navs.get(app.name) ?? [];
        list.push(await safeNavigations(browser, app));
        navs.set(app.name, list);
      }
    }
  } finally {
    await browser.close();
    for (const app of apps) await app.server.stop();
  }

  const rows: Record<string, Cell>[] = [];
  const budgets: Record<string, Cell>[] = [];
  const of = (name: string, route: UsableRoute, pick: (s: Sample) => number) =>
    median(samples.get(`${name} ${route.path}`)!.map(pick));
  for (const route of USABLE_ROUTES) {
    for (const app of apps) {
      const list = samples.get(key(app, route))!;
      rows.push({
        route: route.path,
        app: app.name,
        'LCP ms': ms(of(app.name, route, (s) => s.lcp)),
        'LCP element': tagCounts(list.map((s) => s.lcpElement)),
        'usable ms': ms(of(app.name, route, (s) => s.usable)),
        'long tasks ms': ms(of(app.name, route, (s) => s.longTasks)),
        'JS+CSS KB gz': kb(of(app.name, route, (s) => s.bytes)),
        'warm usable ms': ms(of(app.name, route, (s) => s.warm)),
      });
    }
    const r = (pick: (s: Sample) => number) =>
      ratio(of('console', route, pick), of('reference', route, pick));
    rows.push({
      route: route.path,
      app: 'console/reference',
      'LCP ms': x(r((s) => s.lcp)),
      'LCP element': '',
      'usable ms': x(r((s) => s.usable)),
      'long tasks ms': x(r((s) => s.longTasks)),
      'JS+CSS KB gz': x(r((s) => s.bytes)),
      'warm usable ms': x(r((s) => s.warm)),
    });
    budgets.push(
      budget(
        `${route.path} usable / reference`,
        r((s) => s.usable),
        BUDGET.usable,
        '×',
      ),
      budget(
        `${route.path} long tasks / reference`,
        r((s) => s.longTasks),
        BUDGET.longTasks,
        '×',
      ),
      budget(
        `${route.path} LCP / reference`,
        r((s) => s.lcp),
        BUDGET.lcp,
        '×',
      ),
      budget(
        `${route.path} JS+CSS / reference`,
        r((s) => s.bytes),
        BUDGET.bytes,
        '×',
      ),
      budget(
        `${route.path} warm / cold usable`,
        of('console', route, (s) => s.warm) / of('console', route, (s) => s.usable),
        BUDGET.warm,
        '×',
      ),
    );
    if (route.path === '/auth/login') {
      const bytes = of('console', route, (s) => s.bytes) / 1024;
      budgets.push(budget('/auth/login JS+CSS (gzip)', bytes, BUDGET.loginKb, 'KB'));
    }
  }
  const navRows: Record<string, Cell>[] = [];
  for (const name of Object.keys(navs.get('console')![0])) {
    const of = (app: string) => median(navs.get(app)!.map((n) => n[name]));
    navRows.push({
      navigation: name,
      'console ms': ms(of('console')),
      'reference ms': ms(of('reference')),
      'console/reference': x(of('console') / of('reference')),
    });
    budgets.push(budget(`menu ${name} (median)`, of('console'), BUDGET.navigationMs, 'ms'));
  }
  printTable(
    `Page load, CPU ${PAGE_LOAD_CPU_SLOWDOWN}× slower, empty cache, medians of ${ROUNDS} alternated rounds`,
    rows,
  );
  printTable(`In-app navigation from the menu, unthrottled, median of ${ROUNDS}`, navRows);
  printTable('Budgets', budgets);
  if (budgets.some((b) => b.result !== 'ok')) process.exitCode = 1;
}

await run();
