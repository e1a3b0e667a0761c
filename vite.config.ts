import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { fontPreload } from './scripts/vite-font-preload.js';

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const CONTRACT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'contract') + path.sep;

/** side-channel's interface on the engine's WeakMap (objects) and Map (other keys). */
const MAP_SIDE_CHANNEL = `module.exports = function getSideChannel() {
  var weak = new WeakMap();
  var other = new Map();
  var store = function (key) {
    return key !== null && (typeof key === 'object' || typeof key === 'function') ? weak : other;
  };
  return {
    assert: function (key) {
      if (!store(key).has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: function (key) { return store(key).delete(key); },
    get: function (key) { return store(key).get(key); },
    has: function (key) { return store(key).has(key); },
    set: function (key, value) { store(key).set(key, value); },
  };
};`;

const notBundled = (what: string) =>
  `export default function NotBundled() { throw new Error(${JSON.stringify(`${what} is not bundled (vite.config.ts)`)}); }`;

/**
 * The module substitutions, the four that save the most bytes: each replaces a dependency the
 * console never reaches. tests/console/vite-substitutions.test.ts fails if one stops applying.
 */
export const SUBSTITUTIONS: {
  /** A path fragment of the importing module. */
  importer: string;
  source: string;
  code: string;
}[] = [
  // @refinedev/antd is one module that imports a markdown parser for MarkdownField, never used here.
  { importer: '/@refinedev/antd/', source: 'react-markdown', code: notBundled('MarkdownField') },
  { importer: '/@refinedev/antd/', source: 'remark-gfm', code: 'export default undefined;' },
  // qs's side-channel brings get-intrinsic, call-bind and a dozen old-engine shims on every page.
  { importer: '/qs/', source: 'side-channel', code: MAP_SIDE_CHANNEL },
  // antd's table filter menu imports Tree for `filterMode: 'tree'`, which no table here uses.
  {
    importer: '/antd/es/table/hooks/useFilter/',
    source: '../../../tree',
    code: notBundled("Table filterMode 'tree'"),
  },
  // @antv/g imports html2canvas for ImageExporter.toCanvas (a chart saved as an image, DOM
  // overlays included); nothing here exports a chart, and the package's side effects keep it in.
  { importer: '/@antv/g/', source: 'html2canvas', code: notBundled('Chart image export') },
];

/**
 * The substitutions above, and contract/'s files marked free of side effects: they only declare
 * constants and zod schemas, so the console does not ship every schema the server needs.
 */
export function moduleSubstitutions(): Plugin {
  const PREFIX = '\0partypass-substitute:';
  return {
    name: 'partypass:module-substitutions',
    enforce: 'pre',
    resolveId(source, importer) {
      const index = SUBSTITUTIONS.findIndex(
        (s) => s.source === source && importer?.includes(s.importer),
      );
      return index === -1 ? null : `${PREFIX}${index}`;
    },
    load(id) {
      return id.startsWith(PREFIX) ? SUBSTITUTIONS[Number(id.slice(PREFIX.length))].code : null;
    },
    transform(code, id) {
      // The code is unchanged: `map: null` keeps the source map, where no map would break it.
      return id.startsWith(CONTRACT_DIR) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

/**
 * Two vendor groups of modules every screen runs (the sign-in screen as much as a list), each one
 * file instead of the handful of small chunks Rolldown splits them into: React, and antd's
 * styling core (CSS-in-JS, theme, config provider, shared helpers). Nothing route-specific
 * matches, so no page fetches another page's code.
 */
const EVERY_SCREEN: Record<string, RegExp> = {
  react: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  // The ES module builds only (rc-util/es, @babel/runtime's helpers/esm): the CommonJS copies
  // that a few console-only modules require (pro-layout's icons) would otherwise be in it too.
  'antd-core':
    /[\\/]node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@babel[\\/]runtime[\\/]helpers[\\/]esm|rc-util[\\/]es|rc-motion[\\/]es|classnames|@rc-component[\\/]util[\\/]es|antd[\\/]es[\\/](_util|theme|config-provider|style|locale[\\/]en_US|locale[\\/](context|index|useLocale)))[\\/.]/,
};

export const CHUNK_GROUPS = Object.entries(EVERY_SCREEN).map(([name, test]) => ({ name, test }));

export default defineConfig({
  plugins: [
    react(),
    moduleSubstitutions(),
    fontPreload(),
    // Brotli and gzip copies beside each file, which the server sends to browsers that accept
    // them (server/app.ts, preCompressed): compressing at build time costs nothing per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    withoutDemoFiles(),
  ],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/uploads': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Rolldown's plugin timing report is for whoever tunes the build, not a warning to act on.
      checks: { bundlerTimings: false },
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
});

/**
 * For a VITE_DEMO_APPS=false build: the demo sections' code is already left out
 * (src/demo/resources.tsx); this also leaves out what public/ copies for them, the MSW worker
 * script and the demo images. Does nothing when the demo sections are on.
 */
function withoutDemoFiles(): Plugin {
  let outDir: string | null = null;
  return {
    name: 'partypass:without-demo-files',
    apply: 'build',
    configResolved(config) {
      if (config.env.VITE_DEMO_APPS !== 'false') return;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      for (const file of [
        'mockServiceWorker.js',
        'mockServiceWorker.js.br',
        'mockServiceWorker.js.gz',
        'demo',
      ]) {
        rmSync(path.join(outDir, file), { recursive: true, force: true });
      }
    },
  };
}
