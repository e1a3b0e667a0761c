import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { antdFirstStyles } from './scripts/vite-antd-first-styles.js';
import { compileHints } from './scripts/vite-compile-hints.js';
import { fontPreload } from './scripts/vite-font-preload.js';
import {
  FIRST_LOAD_GROUPS,
  firstLoadGroups,
  PLANNING_ENV,
} from './scripts/vite-first-load-groups.js';

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const CONTRACT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'contract') + path.sep;
const EMPTY_MODULE = '\0partypass-empty-module';
const NO_MARKDOWN_MODULE = '\0partypass-no-markdown';
const NO_CSV_MODULE = '\0partypass-no-csv';
const MAP_SIDE_CHANNEL_MODULE = '\0partypass-map-side-channel';
const NO_FILTER_TREE_MODULE = '\0partypass-no-filter-tree';
const NATIVE_RESIZE_OBSERVER_MODULE = '\0partypass-native-resize-observer';
const NO_STACK_PARSER_MODULE = '\0partypass-no-stack-parser';
const ROUTER_PRODUCTION_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'node_modules/react-router/dist/production',
);

/** side-channel's interface on the engine's WeakMap and Map (see firstLoadTrims). */
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

/**
 * Keeps the first load small (docs/performance.md):
 * - contract/ files only declare constants and zod schemas, so a module none of whose exports is
 *   used is dropped: the console does not ship every schema the server needs.
 * - @ant-design/pro-provider (under @refinedev/antd's page headers) imports the Chinese antd and
 *   dayjs locales for its own default; the console sets the locale itself (src/i18n), so those
 *   imports become English / nothing and no locale lands in a page's first load.
 * - @refinedev/antd is one file that imports react-markdown + remark-gfm for its MarkdownField,
 *   which the console never uses: ~25 KB gzip of markdown parser on every resource page. They are
 *   replaced by a component that says so if it is ever rendered.
 * - @refinedev/core imports papaparse for its useImport/useExport, which the console does not use
 *   (it writes CSV in src/components/exportCsv.ts): ~7 KB gzip on every signed-in page. It gets
 *   functions that say so if they are ever called.
 * - qs (under @refinedev/core, and the router's URL parsing) keeps its cycle and copy bookkeeping
 *   in side-channel, which builds a WeakMap from get-intrinsic, call-bind and a dozen shims, and
 *   formats keys with object-inspect for an error qs never lets happen: ~13 KB gzip of
 *   old-engine support on every signed-in page. qs gets the same five methods on a WeakMap
 *   (objects) and a Map (other keys).
 * - antd's table filter menu imports antd's Tree (with rc-tree's component) for columns with
 *   `filterMode: 'tree'`, which no table here uses: ~12 KB gzip on every list. Such a column
 *   would get a component that says so. (The table's row selection keeps rc-tree's small utils.)
 * - antd's form context (imported by every antd input, button and select for its form item
 *   state) takes `FormProvider` from rc-field-form's index, whose module assigns the whole
 *   package onto its Form (side effects the bundler keeps): every page loaded rc-field-form and
 *   async-validator, ~20 KB gzip, with or without a form. It gets FormProvider from its own
 *   module; the forms import the index through antd's Form as before.
 * - Refine's core imports its devtools' getXRay, which reads hooks' call stacks with
 *   error-stack-parser (and stackframe) in development only; a production build returns before
 *   using it, but the CommonJS module still came along: ~2 KB gzip on every signed-in page. A
 *   production build gets a stand-in that says so if it is ever called.
 * - react-router's package exports only its development build, whatever the mode (remix-run/
 *   react-router#12532, #14102): a production build ran its development warnings, e.g. on every
 *   render of `<Routes>`. A production build takes the production files shipped beside it.
 * - rc-resize-observer (under antd's layout-aware components, the sign-in form's included) imports
 *   resize-observer-polyfill, ~3 KB gzip on every page for browsers older than the build's
 *   target: it gets the browser's own ResizeObserver. (Tests run without this config: jsdom has
 *   no ResizeObserver, and the polyfill stays there.)
 */
function firstLoadTrims(): Plugin {
  let production = false;
  return {
    name: 'partypass-first-load-trims',
    enforce: 'pre',
    configResolved(config) {
      production = config.isProduction;
    },
    async resolveId(source, importer) {
      if (production && (source === 'react-router' || source === 'react-router/dom')) {
        return path.join(
          ROUTER_PRODUCTION_DIR,
          source === 'react-router' ? 'index.mjs' : 'dom-export.mjs',
        );
      }
      if (
        production &&
        source === 'error-stack-parser' &&
        importer?.includes('/devtools-internal/')
      ) {
        return NO_STACK_PARSER_MODULE;
      }
      if (source === 'papaparse' && importer?.includes('/@refinedev/core/')) return NO_CSV_MODULE;
      if (source === 'side-channel' && importer?.includes('/qs/')) return MAP_SIDE_CHANNEL_MODULE;
      if (source === 'resize-observer-polyfill') return NATIVE_RESIZE_OBSERVER_MODULE;
      if (source === 'rc-field-form' && importer?.endsWith('/antd/es/form/context.js')) {
        return this.resolve('rc-field-form/es/FormContext', importer, { skipSelf: true });
      }
      if (source === '../../../tree' && importer?.includes('/antd/es/table/hooks/useFilter/')) {
        return NO_FILTER_TREE_MODULE;
      }
      if (importer?.includes('/@refinedev/antd/')) {
        if (source === 'react-markdown') return NO_MARKDOWN_MODULE;
        if (source === 'remark-gfm') return EMPTY_MODULE;
      }
      if (!importer?.includes('/@ant-design/pro-provider/')) return null;
      if (source === 'dayjs/locale/zh-cn') return EMPTY_MODULE;
      if (source === 'antd/es/locale/zh_CN') {
        return this.resolve('antd/es/locale/en_US', importer, { skipSelf: true });
      }
      return null;
    },
    load(id) {
      if (id === EMPTY_MODULE) return 'export default undefined;';
      if (id === NO_MARKDOWN_MODULE) {
        return "export default function NoMarkdown() { throw new Error('MarkdownField is not bundled (vite.config.ts)'); }";
      }
      if (id === MAP_SIDE_CHANNEL_MODULE) return MAP_SIDE_CHANNEL;
      if (id === NATIVE_RESIZE_OBSERVER_MODULE) return 'export default globalThis.ResizeObserver;';
      if (id === NO_STACK_PARSER_MODULE) {
        return "export default { parse() { throw new Error('error-stack-parser is not bundled in production (vite.config.ts)'); } };";
      }
      if (id === NO_FILTER_TREE_MODULE) {
        return 'export default function NoFilterTree() { throw new Error("Table filterMode \'tree\' is not bundled (vite.config.ts)"); }';
      }
      if (id === NO_CSV_MODULE) {
        return "const notBundled = () => { throw new Error('Refine CSV import/export is not bundled (vite.config.ts)'); };\nexport default { parse: notBundled, unparse: notBundled };";
      }
      return null;
    },
    transform(code, id) {
      return id.startsWith(CONTRACT_DIR) ? { code, moduleSideEffects: false } : null;
    },
  };
}

// The in-memory build that plans the first-load groups runs this config without them and without
// the plugins that write files.
const planning = process.env[PLANNING_ENV] === '1';
const groups = firstLoadGroups(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    firstLoadTrims(),
    ...(planning
      ? []
      : [
          groups.plugin,
          compileHints(FIRST_LOAD_GROUPS),
          antdFirstStyles(),
          fontPreload(),
          // Brotli and gzip copies beside each file, which the server sends to browsers that
          // accept them (server/app.ts, preCompressed): the first-load budgets are gzip sizes, and
          // compressing at build time costs the server nothing per request. Files under 1 KB gain
          // too little.
          compression({
            algorithms: ['brotliCompress', 'gzip'],
            threshold: 1024,
            logLevel: 'silent',
          }),
          withoutDemoFiles(),
        ]),
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
    rolldownOptions: planning ? {} : { output: { codeSplitting: { groups: groups.groups } } },
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
