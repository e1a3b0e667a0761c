import path from 'node:path';
import type { InlineConfig, Plugin } from 'vite';
import { STATIC_SIGN_IN_ID } from '../src/pages/auth/staticSignIn.js';
import type { Mode } from '../src/theme/settings';

/** The `<meta>` that tells public/boot-appearance.js which settings the screen was drawn with. */
export const STATIC_SIGN_IN_META = 'partypass-static-sign-in';

/** What that meta holds. */
export interface StaticSignInIndex {
  theme: string;
  card: string;
  radius: number;
  direction: string;
  language: string;
  /** The console's languages, in which a visitor's browser languages are looked up. */
  languages: string[];
}

/**
 * Deep imports of antd's ES files that the sign-in screen makes to keep its first load small.
 * Node cannot load those files (their imports name no file extension), so ./server-render takes
 * the same components and texts from antd's CommonJS build. (An alias: Vite's module runner
 * resolves bare imports before plugins.)
 */
const ANTD_DEEP_IMPORTS: Record<string, string> = {
  'antd/es/input/Input': 'Input.ts',
  'antd/es/input/Password': 'Password.ts',
  'antd/es/locale/en_US': 'en_US.ts',
};

/** The build's stylesheets come from the bundle; in Node a CSS import is nothing. */
const NO_CSS = '\0partypass-no-css';

/** How Vite's module runner is set up to draw the sign-in screen in Node. */
function serverRenderConfig(root: string): InlineConfig {
  return {
    configFile: false,
    logLevel: 'silent',
    resolve: {
      alias: Object.fromEntries(
        Object.entries(ANTD_DEEP_IMPORTS).map(([id, shim]) => [
          id,
          path.join(root, 'scripts/server-render', shim),
        ]),
      ),
    },
    plugins: [
      {
        name: 'partypass:server-render-no-css',
        enforce: 'pre',
        // The font's package names no file: its entry is a style sheet.
        resolveId: (id) => (id.endsWith('.css') || id.startsWith('@fontsource') ? NO_CSS : null),
        load: (id) => (id === NO_CSS ? 'export default "";' : null),
      },
    ],
  };
}

/**
 * The sign-in screen, drawn by the build into index.html (docs/performance.md part 2n). A
 * signed-out visitor's first paint waited for the console's first load to download, compile and
 * run: with the CPU slowed 4×, ~1.9 s of main-thread work on the AMD EPYC machine. With the
 * screen in the page, the form is on screen as soon as the HTML and its style sheets are in;
 * what the visitor types or sends meanwhile is handed to the React form when it mounts.
 *
 * One drawing per mode, of the default colour theme, card, radius, direction and language, each in
 * a `<template>` at the top of `<body>`: public/boot-appearance.js picks the one that fits the
 * visitor's settings, or none (another theme or language gets the screen from React as before),
 * and public/boot-sign-in.js, after them, puts it in the page. Only that one: the page never
 * holds two forms with the same fields. Not in a development build.
 */
export function staticSignIn(): Plugin {
  let production = false;
  let base = '/';
  let root = '';
  let markup: { light: string; dark: string } | null = null;
  let index: StaticSignInIndex | null = null;

  return {
    name: 'partypass:static-sign-in',
    apply: 'build',
    configResolved(config) {
      production = config.isProduction;
      base = config.base;
      root = config.root;
    },
    async buildStart() {
      // antd's class hashes differ outside production, and would not match its first style sheets.
      if (!production) return;
      const { runnerImport } = await import('vite');
      const { module } = await runnerImport<typeof import('./static-sign-in.js')>(
        path.join(root, 'scripts/static-sign-in.ts'),
        serverRenderConfig(root),
      );
      markup = {
        light: module.renderStaticSignIn('light', root),
        dark: module.renderStaticSignIn('dark', root),
      };
      index = module.STATIC_SIGN_IN_SETTINGS;
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        const drawings = markup;
        if (!drawings || !index) return;
        return [
          {
            tag: 'meta',
            attrs: { name: STATIC_SIGN_IN_META, content: JSON.stringify(index) },
            injectTo: 'head-prepend',
          },
          ...(['light', 'dark'] as const).map((mode) => ({
            tag: 'template',
            attrs: { id: drawingId(mode) },
            children: drawings[mode],
            injectTo: 'body-prepend' as const,
          })),
          // After them: it puts the one for the visitor's settings in the page. Async, so that it
          // holds up the parsing (and the console's scripts) of no page, the signed-in ones
          // included; it is fetched only once the parser is past the templates.
          {
            tag: 'script',
            attrs: { src: `${base}boot-sign-in.js`, async: true },
            injectTo: 'body-prepend',
          },
        ];
      },
    },
  };
}

/** The id of the `<template>` that holds the drawing for `mode` (public/boot-sign-in.js). */
export const drawingId = (mode: Mode): string => `${STATIC_SIGN_IN_ID}-${mode}`;
