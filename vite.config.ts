import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const CONTRACT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'contract') + path.sep;
const EMPTY_MODULE = '\0partypass-empty-module';
const NO_MARKDOWN_MODULE = '\0partypass-no-markdown';
const NO_CSV_MODULE = '\0partypass-no-csv';
const PLAIN_INSPECT_MODULE = '\0partypass-plain-inspect';
const NO_FILTER_TREE_MODULE = '\0partypass-no-filter-tree';

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
 * - qs (under @refinedev/core) keeps state in side-channel, which formats a key with
 *   object-inspect only for the message of an error that qs never lets happen: ~8 KB gzip of a
 *   Node-style value printer on every signed-in page. Those messages get String(key) instead.
 * - antd's table filter menu imports antd's Tree (with rc-tree's component) for columns with
 *   `filterMode: 'tree'`, which no table here uses: ~12 KB gzip on every list. Such a column
 *   would get a component that says so. (The table's row selection keeps rc-tree's small utils.)
 */
function firstLoadTrims(): Plugin {
  return {
    name: 'partypass-first-load-trims',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === 'papaparse' && importer?.includes('/@refinedev/core/')) return NO_CSV_MODULE;
      if (source === 'object-inspect' && importer?.includes('/side-channel')) {
        return PLAIN_INSPECT_MODULE;
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
      if (id === PLAIN_INSPECT_MODULE)
        return 'module.exports = function inspect(value) { return String(value); };';
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

export default defineConfig({
  plugins: [react(), firstLoadTrims(), withoutDemoFiles()],
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
      for (const file of ['mockServiceWorker.js', 'demo']) {
        rmSync(path.join(outDir, file), { recursive: true, force: true });
      }
    },
  };
}
