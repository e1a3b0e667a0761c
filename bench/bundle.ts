/**
 * Bundle: builds the console, opens each route in Chromium with an empty cache and
 * counts every JS and CSS file the browser fetched before the route was usable (its "first
 * load"), gzip and brotli sizes taken from the built files. Also the ten largest chunks with what
 * is in them, and the budgets of docs/performance.md.
 *
 *   npx tsx bench/bundle.ts [--quick] [--route=PATH ...] [--files] [--owners | --modules]
 *
 * --route= opens only the routes named (repeat it for several), e.g. while trimming one page.
 * --files lists each route's first-load files, --owners the npm packages in them, --modules the
 * modules (rendered size before minification): where to look when a budget is over.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildConsole, EXPECTED_FIRST, neverFirstOn, ownerOf, type ChunkInfo } from './lib/build';
import { launchBrowser, newContext } from './lib/browser';
import { budget, kb, machineLine, printTable, quick, type Cell } from './lib/report';
import { ROOT, signIn, startServer, tempDir, type BrowserSession } from './lib/server';

const VENUE_ADMIN = 'venue.admin@partypass.test';

/** A route, who opens it, and the element that says it is usable. */
interface RouteCase {
  path: string;
  as?: 'admin' | 'venue';
  ready: string;
  /** Later state, e.g. the dashboard with its charts drawn. */
  complete?: { name: string; selector: string; count: number };
}

const ROUTES: RouteCase[] = [
  // The form that signs in: its password box and submit button in the app's root.
  { path: '/auth/login', ready: '#root form input[type="password"]' },
  // The public landing page, signed out: usable once its heading shows.
  { path: '/landingpage', ready: '#root h1' },
  {
    path: '/dashboards/modern',
    as: 'admin',
    ready: '.ant-statistic-content-value',
    complete: { name: 'charts drawn', selector: 'canvas', count: 4 },
  },
  ...(
    [
      ['/purchase', 'admin'],
      ['/institutions', 'admin'],
      ['/tickets', 'admin'],
      ['/users', 'admin'],
      ['/lockers', 'venue'],
      ['/purchase_institution', 'venue'],
    ] as const
  ).map(([path, as]) => ({
    path,
    as,
    // antd's Table with its rows: the list's first load is what it needs to show them.
    ready: '#root tr.ant-table-row',
  })),
  // Record pages: "any other route" of the budget. Ready: the record's fields, or the form's.
  ...(
    [
      ['/purchase/1', 'admin', '.ant-descriptions-item-content'],
      ['/tickets/1', 'admin', '.ant-descriptions-item-content'],
      ['/institutions/1', 'admin', '.ant-descriptions-item-content'],
      ['/users/2', 'admin', '.ant-descriptions-item-content'],
      ['/lockers/1', 'venue', '.ant-descriptions-item-content'],
      ['/institutions/1/edit', 'admin', 'main form input'],
      ['/tickets/create', 'admin', 'main form input'],
      ['/users/2/edit', 'admin', 'main form input'],
      ['/lockers/create', 'venue', 'main form input'],
      // The account page (its forms) and an institution's lockers (a table outside the lists).
      ['/account-profile', 'admin', 'main form input'],
      ['/institutions/1/lockers', 'admin', 'tr.ant-table-row'],
    ] as const
  ).map(([path, as, ready]) => ({ path, as, ready })),
];
const QUICK_ROUTES = ['/auth/login', '/landingpage', '/dashboards/modern', '/purchase'];

const LOGIN_BUDGET_KB = 250;
const LANDING_BUDGET_KB = 150;
const ROUTE_BUDGET_KB = 400;

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * In the page: the time each ready selector first matched a visible element, so "before usable"
 * is decided by the browser's own clock. A string, not a function: tsx adds helpers to compiled
 * functions that do not exist in the page.
 */
const readyProbe = (spec: { ready: string; complete?: { selector: string; count: number } }) => `
(() => {
  const spec = ${JSON.stringify(spec)};
  const visible = (el) => el.getClientRects().length > 0;
  const count = (selector) => Array.from(document.querySelectorAll(selector)).filter(visible).length;
  const check = () => {
    if (!window.__benchReady && count(spec.ready) > 0) window.__benchReady = performance.now();
    if (spec.complete && !window.__benchComplete && count(spec.complete.selector) >= spec.complete.count)
      window.__benchComplete = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

async function measureRoute(
  browser: Browser,
  baseURL: string,
  sessions: Record<string, BrowserSession>,
  route: RouteCase,
) {
  const context = await newContext(browser, baseURL, route.as ? sessions[route.as] : undefined);
  const page = await context.newPage();
  await page.addInitScript(readyProbe({ ready: route.ready, complete: route.complete }));
  await page.goto(route.path);
  await page.waitForFunction(
    () => (window as unknown as Record<string, number>).__benchReady,
    null,
    {
      timeout: 60_000,
    },
  );
  if (route.complete) {
    await page.waitForFunction(
      () => (window as unknown as Record<string, number>).__benchComplete,
      null,
      { timeout: 60_000 },
    );
  }
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => {
    const w = window as unknown as Record<string, number>;
    return {
      ready: w.__benchReady,
      complete: w.__benchComplete ?? null,
      resources: performance
        .getEntriesByType('resource')
        .map((e) => ({ url: e.name, start: e.startTime })),
    };
  });
  await context.close();
  const assets = timing.resources
    .map((r) => ({ file: new URL(r.url).pathname.replace(/^\//, ''), start: r.start }))
    .filter((r) => r.file.startsWith('assets/') && /\.(js|css)$/.test(r.file));
  // The HTML names the entry and its modulepreloads: fetched before anything can run.
  const first = assets.filter((a) => a.start <= timing.ready).map((a) => a.file);
  const complete =
    timing.complete === null
      ? null
      : assets.filter((a) => a.start <= timing.complete!).map((a) => a.file);
  const later = assets.filter((a) => a.start > timing.ready).map((a) => a.file);
  return { first, complete, later };
}

function main() {
  return run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

async function run() {
  console.log(`bench/bundle — ${machineLine()}`);
  const outDir = path.join(tempDir('bundle'), 'dist');
  const started = Date.now();
  const built = await buildConsole(outDir);
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s into ${outDir}`);

  const sizeCache = new Map<string, Sizes>();
  const sizeOf = (file: string): Sizes => {
    let sizes = sizeCache.get(file);
    if (!sizes) {
      const bytes = built.read(file);
      sizes = {
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      };
      sizeCache.set(file, sizes);
    }
    return sizes;
  };
  const total = (files: string[]): Sizes =>
    [...new Set(files)]
      .map(sizeOf)
      .reduce(
        (s, x) => ({ raw: s.raw + x.raw, gzip: s.gzip + x.gzip, brotli: s.brotli + x.brotli }),
        { raw: 0, gzip: 0, brotli: 0 },
      );
  const holds = (file: string, test: (id: string) => boolean) =>
    Object.keys(built.chunks.get(file)?.modules ?? {}).some(test);
  const forbiddenIn = (files: string[], route: string) =>
    neverFirstOn(route)
      .filter((rule) => files.some((file) => holds(file, rule.test)))
      .map((rule) => rule.name);
  /** The route's expected parts (EXPECTED_FIRST), each with the files that hold it. */
  const expectedIn = (files: string[], route: string) =>
    EXPECTED_FIRST.filter((rule) => rule.route === route).map((rule) => ({
      name: rule.name,
      files: files.filter((file) => holds(file, rule.test)),
    }));

  /** Rendered (pre-minification) bytes per package (or module) across the files, largest first. */
  const byModule = process.argv.includes('--modules');
  const moduleName = (id: string) =>
    id.replace(/.*node_modules\//, '').replace(path.join(ROOT, '/'), '');
  const ownersOf = (files: string[]) => {
    const byOwner = new Map<string, number>();
    for (const file of new Set(files)) {
      for (const [id, bytes] of Object.entries(built.chunks.get(file)?.modules ?? {})) {
        const key = byModule ? moduleName(id) : ownerOf(id);
        byOwner.set(key, (byOwner.get(key) ?? 0) + bytes);
      }
    }
    return [...byOwner]
      .sort((a, b) => b[1] - a[1])
      .slice(0, byModule ? Number(process.env.BENCH_TOP ?? 60) : 30)
      .map(([owner, bytes]) => ({ package: owner, 'rendered KB': kb(bytes) }));
  };

  const server = await startServer({ dataDir: tempDir('bundle-data'), staticDir: outDir });
  const browser = await launchBrowser();
  const rows: Record<string, Cell>[] = [];
  const budgets: Record<string, Cell>[] = [];
  try {
    const sessions = {
      admin: await signIn(server.url),
      venue: await signIn(server.url, VENUE_ADMIN),
    };
    const named = process.argv.filter((a) => a.startsWith('--route=')).map((a) => a.slice(8));
    const routes = named.length
      ? ROUTES.filter((r) => named.includes(r.path))
      : quick
        ? ROUTES.filter((r) => QUICK_ROUTES.includes(r.path))
        : ROUTES;
    for (const route of routes) {
      const result = await measureRoute(browser, server.url, sessions, route);
      const first = total(result.first);
      const js = total(result.first.filter((f) => f.endsWith('.js')));
      const forbidden = forbiddenIn(result.first, route.path);
      const expected = expectedIn(result.first, route.path);
      rows.push({
        'first load of': route.path,
        files: new Set(result.first).size,
        'JS gzip KB': kb(js.gzip),
        'JS+CSS raw KB': kb(first.raw),
        'JS+CSS gzip KB': kb(first.gzip),
        'JS+CSS brotli KB': kb(first.brotli),
        'never-first found': forbidden.join(', ') || 'none',
        'expected found': expected
          .map((e) => `${e.name}: ${e.files.length ? 'yes' : 'NO'}`)
          .join(', '),
      });
      if (process.argv.includes('--files')) {
        printTable(
          `${route.path}: files of the first load`,
          [...new Set(result.first)]
            .map((file) => ({ file, sizes: sizeOf(file) }))
            .sort((a, b) => b.sizes.gzip - a.sizes.gzip)
            .slice(0, 25)
            .map(({ file, sizes }) => ({ file, 'gzip KB': kb(sizes.gzip) })),
        );
      }
      if (process.argv.includes('--owners') || byModule)
        printTable(
          `${route.path}: ${byModule ? 'modules' : 'packages'} of the first load`,
          ownersOf(result.first),
        );
      if (result.complete && route.complete) {
        const complete = total(result.complete);
        rows.push({
          'first load of': `${route.path} + ${route.complete.name}`,
          files: new Set(result.complete).size,
          'JS gzip KB': kb(total(result.complete.filter((f) => f.endsWith('.js'))).gzip),
          'JS+CSS raw KB': kb(complete.raw),
          'JS+CSS gzip KB': kb(complete.gzip),
          'JS+CSS brotli KB': kb(complete.brotli),
          'never-first found': '(after first load)',
          'expected found': '',
        });
      }
      const limit =
        route.path === '/auth/login'
          ? LOGIN_BUDGET_KB
          : route.path === '/landingpage'
            ? LANDING_BUDGET_KB
            : ROUTE_BUDGET_KB;
      // What a route is expected to bring (the dashboard's charts) is judged on its own, beside
      // the reference in bench/page-load.ts; the byte budget counts the rest.
      const expectedFiles = new Set(expected.flatMap((e) => e.files));
      const counted = expectedFiles.size
        ? total(result.first.filter((file) => !expectedFiles.has(file)))
        : first;
      const aside = [...new Set(expected.map((e) => e.name))].join(', ');
      budgets.push(
        budget(
          `${route.path} first load gzip${aside ? ` (${aside} aside)` : ''}`,
          counted.gzip / 1024,
          limit,
          'KB',
        ),
      );
      const rules = neverFirstOn(route.path).map((rule) => rule.name);
      budgets.push({
        budget: `${route.path}: no ${rules.join('/')}`,
        measured: forbidden.join(', ') || 'none',
        limit: 'none',
        result: forbidden.length ? 'OVER' : 'ok',
      });
      for (const e of expected) {
        budgets.push({
          budget: `${route.path}: ${e.name} with the page`,
          measured: e.files.length ? 'yes' : 'no',
          limit: 'yes',
          result: e.files.length ? 'ok' : 'OVER',
        });
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  printTable('First load (JS and CSS fetched before the route is usable, empty cache)', rows);

  const largest = [...built.chunks.values()]
    .map((chunk: ChunkInfo) => ({ chunk, sizes: sizeOf(chunk.file) }))
    .sort((a, b) => b.sizes.raw - a.sizes.raw)
    .slice(0, 10);
  printTable(
    'Ten largest chunks',
    largest.map(({ chunk, sizes }) => {
      const owners = new Map<string, number>();
      for (const [id, length] of Object.entries(chunk.modules)) {
        owners.set(ownerOf(id), (owners.get(ownerOf(id)) ?? 0) + length);
      }
      const top = [...owners.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4);
      const sum = [...owners.values()].reduce((s, v) => s + v, 0) || 1;
      return {
        chunk: chunk.file.replace(/^assets\//, ''),
        'raw KB': kb(sizes.raw),
        'gzip KB': kb(sizes.gzip),
        'brotli KB': kb(sizes.brotli),
        'holds (share of source)': top
          .map(([owner, length]) => `${owner} ${Math.round((100 * length) / sum)}%`)
          .join(', '),
      };
    }),
  );
  printTable('Budgets', budgets);
  if (budgets.some((b) => b.result !== 'ok')) process.exitCode = 1;
}

await main();
