/**
 * A production build of the console into a temporary folder, with a map of what each chunk holds
 * (module ids and their rendered size), written by a small Rollup/Rolldown plugin.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { ROOT } from './server';

export interface ChunkInfo {
  file: string;
  /** module id -> rendered length (bytes, before minification) */
  modules: Record<string, number>;
}

function chunkMap(into: Map<string, ChunkInfo>): Plugin {
  return {
    name: 'bench-chunk-map',
    generateBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) modules[id] = info.renderedLength;
        into.set(file, { file, modules });
      }
    },
  };
}

/** Builds the console into `outDir` (extra env such as VITE_API_URL) and maps its chunks. */
export async function buildConsole(outDir: string, env: Record<string, string> = {}) {
  const chunks = new Map<string, ChunkInfo>();
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    await build({
      root: ROOT,
      configFile: path.join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      plugins: [chunkMap(chunks)],
    });
  } finally {
    process.env = saved;
  }
  return { outDir, chunks, read: (file: string) => readFileSync(path.join(outDir, file)) };
}

/**
 * Builds the stock Refine + antd app of bench/reference (its own vite config, the project's
 * node_modules) into `outDir`, to be served by the project's server like the console.
 */
export async function buildReference(outDir: string) {
  const root = path.join(ROOT, 'bench', 'reference');
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return { outDir };
}

/** The npm package (or source folder) a module id belongs to. */
export function ownerOf(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0];
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (match) return match[1];
  const relative = path.relative(ROOT, clean);
  return relative.startsWith('..') ? clean : path.dirname(relative);
}

/** The dashboard's address: the one route whose first load brings the charts. */
export const DASHBOARD = '/dashboards/modern';

const isChart = (id: string) => /@ant-design\/plots|@antv\//.test(id);

/**
 * Rules for what must never be in a first load: a name, a test on module ids, and the routes
 * the rule leaves alone (`except`).
 */
export const NEVER_FIRST: { name: string; test: (id: string) => boolean; except?: string[] }[] = [
  {
    name: 'antd locales',
    test: (id) => /antd\/(es|lib)\/locale\/(?!en_US)[a-z]{2,3}_[A-Z]{2}/.test(id),
  },
  { name: 'dayjs locales', test: (id) => /dayjs\/(esm\/)?locale\//.test(id) },
  // The dashboard asks for its charts with its own code, so they are drawn as soon as its figures.
  { name: 'charts', test: isChart, except: [DASHBOARD] },
  {
    name: 'demo sections',
    test: (id) => /\/src\/demo\/(?!shared\/ready|resources)|\/node_modules\/msw\//.test(id),
  },
  {
    name: 'devtools',
    test: (id) => /@refinedev\/devtools(?!-internal)|react-query-devtools/.test(id),
  },
];

/** What a route's first load must bring: a route, a name and a test on module ids. */
export const EXPECTED_FIRST: { route: string; name: string; test: (id: string) => boolean }[] = [
  { route: DASHBOARD, name: 'charts', test: isChart },
];

/** The never-first rules that hold on a route. */
export const neverFirstOn = (route: string) =>
  NEVER_FIRST.filter((rule) => !rule.except?.includes(route));
