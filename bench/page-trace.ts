/**
 * Part 2, what a route's load waits on: one load at 4× CPU (empty cache) under Chromium's
 * tracing, as a timeline from navigation to the largest contentful paint. The main thread's
 * tasks, each named by the work that took most of it (a script's run or compile, style, layout,
 * paint, GC), the files asked for and received, and the share of the time the main thread was
 * busy. Tracing slows the load a little: read where time goes, not the LCP itself.
 *
 *   npx vite build --outDir /tmp/trace
 *   npx tsx bench/page-trace.ts /tmp/trace [--route=/purchase] [--min=8]
 */
import {
  launchBrowser,
  newContext,
  OBSERVE_LCP,
  PAGE_LOAD_CPU_SLOWDOWN,
  PAGE_LOAD_ROUTES,
  throttleCpu,
  waitForQuietly,
} from './lib/browser';
import { firstArgument, machineLine, ms, option, printTable, type Cell } from './lib/report';
import { signIn, startServer, tempDir } from './lib/server';

const dir = firstArgument();
const routePath = option('route', '/purchase');
const minTaskMs = Number(option('min', '8'));

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; fileName?: string };
}

/** What a nested event stands for, or undefined for the ones that only wrap others. */
const KINDS: Record<string, string> = {
  EvaluateScript: 'run script',
  'v8.evaluateModule': 'run script',
  FunctionCall: 'run script',
  'v8.callFunction': 'run script',
  RunMicrotasks: 'run script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.produceModuleCache': 'compile',
  'DocumentLoader::CommitNavigation': 'navigation',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
};

const fileOf = (url: unknown): string =>
  typeof url === 'string' && url ? (url.split('/').pop() ?? url).split('?')[0] || url : '';

/** The outermost events of known kinds inside [start, end), by time on one thread. */
function kindsWithin(events: TraceEvent[], start: number, end: number) {
  const totals = new Map<string, number>();
  const scripts = new Map<string, number>();
  let coveredUntil = start;
  for (const e of events) {
    if (e.ts < start || e.ts >= end || e.ts < coveredUntil) continue;
    const kind = KINDS[e.name];
    if (!kind) continue;
    const dur = e.dur ?? 0;
    coveredUntil = e.ts + dur;
    totals.set(kind, (totals.get(kind) ?? 0) + dur);
    const data = e.args?.data ?? {};
    const file = fileOf(data.url ?? e.args?.fileName ?? data.fileName);
    if (file && (kind === 'run script' || kind === 'compile'))
      scripts.set(`${kind} ${file}`, (scripts.get(`${kind} ${file}`) ?? 0) + dur);
  }
  return { totals, scripts };
}

async function run() {
  if (!dir) throw new Error('usage: page-trace.ts BUILD_DIR [--route=/purchase] [--min=8]');
  const route = PAGE_LOAD_ROUTES.find((r) => r.path === routePath) ?? {
    path: routePath,
    signedIn: true,
    ready: 'main',
  };
  console.log(`bench/page-trace — ${machineLine()}`);
  const server = await startServer({ dataDir: tempDir('trace-data'), staticDir: dir });
  const browser = await launchBrowser();
  let trace: { traceEvents: TraceEvent[] };
  let lcp = 0;
  let lcpTag = '';
  try {
    const session = await signIn(server.url);
    const context = await newContext(browser, server.url, route.signedIn ? session : undefined);
    const page = await context.newPage();
    await throttleCpu(page, PAGE_LOAD_CPU_SLOWDOWN);
    await page.addInitScript(OBSERVE_LCP);
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'loading',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
      ],
    });
    await page.goto(route.path);
    await waitForQuietly(page, route.ready);
    await page.waitForLoadState('networkidle');
    await page.waitForFunction('window.__benchLcp > 0', undefined, { timeout: 30_000 });
    lcp = (await page.evaluate('window.__benchLcp')) as number;
    lcpTag = (await page.evaluate('window.__benchLcpTag')) as string;
    trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }

  const events = trace.traceEvents.filter((e) => typeof e.ts === 'number');
  const candidates = events.filter((e) => e.name === 'largestContentfulPaint::Candidate');
  const last = candidates.at(-1);
  if (!last) throw new Error('the trace holds no LCP candidate');
  // The page's clock starts at navigation; the trace's in microseconds of its own.
  const t0 = last.ts - lcp * 1000;
  const at = (ts: number) => (ts - t0) / 1000;
  const main = events
    .filter((e) => e.pid === last.pid && e.tid === last.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const lcpTs = last.ts;

  const tasks = main.filter((e) => e.name === 'RunTask' && e.ts >= t0 && e.ts < lcpTs);
  const taskRows: Record<string, Cell>[] = [];
  const busy = new Map<string, number>();
  let busyTotal = 0;
  let lastEnd = t0;
  for (const task of tasks) {
    const dur = task.dur ?? 0;
    if (task.ts - lastEnd >= minTaskMs * 1000)
      taskRows.push({
        'at ms': ms(at(lastEnd)),
        'ms long': ms((task.ts - lastEnd) / 1000),
        'made of (ms)': '(idle)',
        'scripts (ms)': '',
      });
    lastEnd = Math.max(lastEnd, task.ts + dur);
    busyTotal += dur;
    const { totals, scripts } = kindsWithin(main, task.ts, task.ts + dur);
    let named = 0;
    for (const [kind, t] of totals) {
      busy.set(kind, (busy.get(kind) ?? 0) + t);
      named += t;
    }
    busy.set('other', (busy.get('other') ?? 0) + Math.max(0, dur - named));
    if (dur < minTaskMs * 1000) continue;
    const parts = [...totals]
      .sort((a, b) => b[1] - a[1])
      .filter(([, t]) => t >= 1000)
      .map(([kind, t]) => `${kind} ${Math.round(t / 1000)}`);
    const files = [...scripts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, t]) => `${name.split(' ').pop()} ${Math.round(t / 1000)}`);
    taskRows.push({
      'at ms': ms(at(task.ts)),
      'ms long': ms(dur / 1000),
      'made of (ms)': parts.join(', ') || 'other',
      'scripts (ms)': files.join(', '),
    });
  }

  const asked = new Map<string, { file: string; sent: number; done?: number }>();
  for (const e of events) {
    const data = e.args?.data ?? {};
    const id = data.requestId as string | undefined;
    if (!id) continue;
    if (e.name === 'ResourceSendRequest' && !asked.has(id))
      asked.set(id, { file: fileOf(data.url) || String(data.url), sent: at(e.ts) });
    if (e.name === 'ResourceFinish' && asked.has(id)) asked.get(id)!.done = at(e.ts);
  }
  const fileRows = [...asked.values()]
    .filter((r) => r.sent < lcp)
    .sort((a, b) => a.sent - b.sent)
    .map((r) => ({
      file: r.file.length > 48 ? `${r.file.slice(0, 45)}...` : r.file,
      'asked at ms': ms(r.sent),
      'in at ms': r.done === undefined ? '' : ms(r.done),
    }));

  const span = lcpTs - t0;
  const busyRows: Record<string, Cell>[] = [...busy]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, t]) => ({
      work: kind,
      ms: ms(t / 1000),
      share: `${((100 * t) / span).toFixed(1)} %`,
    }));
  busyRows.push({
    work: 'idle',
    ms: ms((span - busyTotal) / 1000),
    share: `${((100 * (span - busyTotal)) / span).toFixed(1)} %`,
  });

  console.log(
    `\n${route.path}: LCP ${ms(lcp)} ms (${lcpTag}), CPU ${PAGE_LOAD_CPU_SLOWDOWN}× slower, traced`,
  );
  printTable(`Main-thread tasks of ${minTaskMs} ms or more before the LCP`, taskRows);
  printTable('Files asked for before the LCP', fileRows);
  printTable('The main thread from navigation to the LCP', busyRows);
}

await run();
