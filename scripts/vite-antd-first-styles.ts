import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The `<meta>` that tells public/boot-appearance.js which style sheet fits which settings. */
export const FIRST_STYLES_META = 'partypass-first-styles';

/**
 * What the meta holds: the radius the sheets were made for, and a sheet per "mode theme" for the
 * sign-in screen (`files`) and for a signed-in page (`signedIn`, which holds the sign-in screen's
 * styles too).
 */
export interface FirstStylesIndex {
  radius: number;
  files: Record<string, string>;
  signedIn?: Record<string, string>;
}

/**
 * antd's styles for what the sign-in screen draws, and for what a signed-in page draws first,
 * made at build time (docs/performance.md, parts 2f and 2j). antd computes each component's
 * styles in the browser the first time it renders: with the CPU slowed 4×, ~0.2 s of the sign-in
 * page's first paint, and ~0.1 s of a list's. Given a style sheet that records what it holds,
 * antd skips that work for those components.
 *
 * One sheet per set, mode and colour theme (24), at the default radius: the settings a page is
 * drawn with come from the browser's storage, so public/boot-appearance.js picks the sheet before
 * the scripts run, from the index this plugin writes into index.html. The sign-in screen's set is
 * the smaller: its first load has the tighter budget. Other settings (another radius, or changed
 * after the page loaded) get antd's styles computed in the browser as before.
 */
export function antdFirstStyles(): Plugin {
  let production = false;
  let base = '/';
  let root = '';
  let index: FirstStylesIndex | null = null;

  return {
    name: 'partypass:antd-first-styles',
    apply: 'build',
    configResolved(config) {
      production = config.isProduction;
      base = config.base;
      root = config.root;
    },
    async buildStart() {
      // antd names its class hashes differently outside production (Vite's isProduction is
      // NODE_ENV's): such sheets would not match.
      if (!production) return;
      // Run through Vite's module runner, not bundled with the config: the dev server never needs
      // antd in Node, and the theme's sources import without file extensions.
      const { runnerImport } = await import('vite');
      const { module } = await runnerImport<typeof import('./antd-first-styles.js')>(
        path.join(root, 'scripts/antd-first-styles.ts'),
        { configFile: false, logLevel: 'silent' },
      );
      const { radius, sheets } = module.renderFirstStyleSheets();
      const files: Record<string, string> = {};
      const signedIn: Record<string, string> = {};
      for (const { set, mode, theme, css } of sheets) {
        const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
        const prefix = set === 'sign-in' ? 'antd' : 'antd-signed-in';
        const fileName = `assets/${prefix}-${mode}-${theme.toLowerCase()}-${hash}.css`;
        this.emitFile({ type: 'asset', fileName, source: css });
        (set === 'sign-in' ? files : signedIn)[`${mode} ${theme}`] = `${base}${fileName}`;
      }
      index = { radius, files, signedIn };
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!index) return;
        // Before boot-appearance.js, which reads it.
        return [
          {
            tag: 'meta',
            attrs: { name: FIRST_STYLES_META, content: JSON.stringify(index) },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
