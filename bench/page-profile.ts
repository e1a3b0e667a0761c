/**
 * Where a route's time goes: the CPU profile of its load at 4× CPU (empty cache, until usable as
 * bench/page-load.ts judges it), self time summed by npm package or source folder, then by
 * function, mapped back to the sources through the build's source maps. The profiler's own
 * overhead stretches the load by about a third: compare shares, not milliseconds, with the
 * page-load figures. Any build served by the project's server will do, bench/reference's too.
 *
 *   npx vite build --sourcemap --outDir /tmp/mapped
 *   npx tsx bench/page-profile.ts /tmp/mapped [--route=/purchase] [--runs=3] [--top=30]
 *
 * "(program)" is the browser's own work outside JavaScript (parsing, compiling, style, layout),
 * "(idle)" the main thread waiting, e.g. for files.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { launchBrowser, newContext, PAGE_LOAD_CPU_SLOWDOWN } from './lib/browser';
import { loadUntilUsable, USABLE_ROUTES } from './lib/usable';
import { firstArgument, machineLine, option, printTable, type Cell } from './lib/report';
import { signIn, startServer, tempDir } from './lib/server';

const dir = firstArgument();
const routePath = option('route', '/purchase');
const runs = Number(option('runs', '3'));
const top = Number(option('top', '30'));

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMapConsumer | null>();
/** The source map of a served script, when the build wrote one. */
function mapOf(url: string): SourceMapConsumer | null {
  if (!maps.has(url)) {
    const file = path.join(dir!, `${new URL(url).pathname}.map`);
    maps.set(
      url,
      existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null,
    );
  }
  return maps.get(url)!;
}

/** Where a sampled frame's code comes from: its package, its src/ file, or the browser. */
function placeOf(frame: CallFrame): { owner: string; where: string } {
  // No address, or V8's own (`v8/LoadTimes`): the browser's code.
  if (!URL.canParse(frame.url)) return { owner: frame.functionName || '(native)', where: '' };
  const map = mapOf(frame.url);
  const file = path.basename(new URL(frame.url).pathname);
  if (!map) return { owner: file, where: '' };
  const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = at.source ?? '';
  const owner =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ??
    /(src\/.*)$/.exec(source)?.[1] ??
    file;
  return { owner, where: `${source.replace(/^.*node_modules\//, '')}:${at.line ?? '?'}` };
}

async function run() {
  if (!dir) throw new Error('usage: page-profile.ts BUILD_DIR [--route=PATH] [--runs=N]');
  const route = USABLE_ROUTES.find((r) => r.path === routePath);
  if (!route) throw new Error(`--route: one of ${USABLE_ROUTES.map((r) => r.path).join(', ')}`);
  console.log(`bench/page-profile — ${machineLine()}`);
  const server = await startServer({ dataDir: tempDir('profile'), staticDir: dir });
  const browser = await launchBrowser();
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  try {
    const session = route.signedIn ? await signIn(server.url) : undefined;
    for (let i = 0; i < runs; i += 1) {
      const context = await newContext(browser, server.url, session);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PAGE_LOAD_CPU_SLOWDOWN });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await loadUntilUsable(page, cdp, route);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
      profile.samples.forEach((id, k) => {
        const ms = profile.timeDeltas[k] / 1000 / runs;
        const frame = frames.get(id)!;
        const { owner, where } = placeOf(frame);
        const name = `${owner} ${frame.functionName || '(anonymous)'} ${where}`.trim();
        byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
        byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
        total += ms;
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const rows = (key: string, totals: Map<string, number>): Record<string, Cell>[] =>
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({
        [key]: name,
        'ms per load': Math.round(ms),
        share: `${((ms / total) * 100).toFixed(1)} %`,
      }));
  console.log(
    `\n${route.path}, CPU ${PAGE_LOAD_CPU_SLOWDOWN}× slower, ${runs} loads until usable: ${Math.round(total)} ms profiled per load`,
  );
  printTable('Self time by package or source', rows('owner', byOwner));
  printTable('Self time by function', rows('function', byFunction));
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
