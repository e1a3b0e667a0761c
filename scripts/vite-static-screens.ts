import path from 'node:path';
import type { HtmlTagDescriptor, InlineConfig, Plugin } from 'vite';
import type { AppearanceSettings, Mode } from '../src/theme/settings';
import type { StaticScreen } from './static-screens.js';

/** The `<meta>` that tells public/boot-appearance.js who gets the drawing of `screen`. */
export const staticScreenMeta = (screen: string): string => `partypass-static-${screen}`;

/** What that meta holds. */
export interface StaticScreenIndex {
  /** The page it is drawn for (with or without a closing slash). */
  path: string;
  /** For a visitor with a session (a valid token), or without. */
  signedIn: boolean;
  /** With a session: the roles it is drawn for (the token's). */
  roles?: number[];
  /** The narrowest window it is drawn for, in CSS pixels. */
  minWidth?: number;
  /** The appearance settings its look depends on, as drawn: a visitor who chose others gets none. */
  settings: Partial<Omit<AppearanceSettings, 'mode'>>;
  /** The language it is drawn in. */
  language: string;
  /** The console's languages, in which a visitor's browser languages are looked up. */
  languages: string[];
  /** The list the drawing shows the first rows of: asked for as the page starts (path and query). */
  list?: string;
}

/**
 * Deep imports of antd's ES files that the console makes to keep its first loads small. Node
 * cannot load those files (their imports name no file extension), so ./server-render takes the
 * same components and texts from antd's CommonJS build. (An alias: Vite's module runner resolves
 * bare imports before plugins.)
 */
const ANTD_DEEP_IMPORTS: Record<string, string> = {
  'antd/es/input/Input': 'Input.ts',
  'antd/es/input/Password': 'Password.ts',
  'antd/es/locale/en_US': 'en_US.ts',
  'antd/es/app/context': 'appContext.ts',
  'antd/es/app/useApp': 'useApp.ts',
  'antd/es/app/style': 'appStyle.ts',
  'antd/es/config-provider': 'configProvider.ts',
};

/** The build's stylesheets come from the bundle; in Node a CSS import is nothing. */
const NO_CSS = '\0partypass-no-css';

/** How Vite's module runner is set up to draw the console's screens in Node. */
export function serverRenderConfig(root: string): InlineConfig {
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
 * Screens drawn by the build into index.html (docs/performance.md parts 2n and 2o): the sign-in
 * screen, and the dashboard's first screen (its layout's frame, heading and skeletons). Their
 * first paint waited for the console's first load to download, compile and run: with the CPU
 * slowed 4×, ~1.9 s of main-thread work for the sign-in page and ~2.6 s for the dashboard on the
 * AMD EPYC machine. With the screen in the page it shows as soon as the HTML and its style sheets
 * are in, and React's takes its place as it first commits.
 *
 * One drawing per mode, of the default settings and language, each in a `<template>` at the top of
 * `<body>`: public/boot-appearance.js picks the one that fits the visitor (page, session, role,
 * window, settings, language), or none (React draws the screen as before), and
 * public/boot-drawings.js, after them, puts it in the page. Only that one: the page never holds
 * two forms with the same fields. Not in a development build.
 */
export function staticScreens(): Plugin {
  let production = false;
  let base = '/';
  let root = '';
  let screens: Record<string, StaticScreen> | null = null;

  return {
    name: 'partypass:static-screens',
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
      const { module } = await runnerImport<typeof import('./static-screens.js')>(
        path.join(root, 'scripts/static-screens.ts'),
        serverRenderConfig(root),
      );
      screens = module.renderStaticScreens(root);
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!screens) return;
        const tags: HtmlTagDescriptor[] = Object.entries(screens).flatMap(([name, screen]) => [
          {
            tag: 'meta',
            attrs: { name: staticScreenMeta(name), content: JSON.stringify(screen.index) },
            injectTo: 'head-prepend' as const,
          },
          ...(['light', 'dark'] as const).map((mode) => ({
            tag: 'template',
            attrs: { id: drawingId(screen.id, mode) },
            children: screen.drawings[mode],
            injectTo: 'body-prepend' as const,
          })),
        ]);
        // After them: it puts the one for the visitor in the page. Async, so that it holds up the
        // parsing (and the console's scripts) of no page; it is fetched only once the parser is
        // past the templates.
        tags.push({
          tag: 'script',
          attrs: { src: `${base}boot-drawings.js`, async: true },
          injectTo: 'body-prepend',
        });
        return tags;
      },
    },
  };
}

/** The id of the `<template>` that holds the drawing of screen `id` for `mode`. */
export const drawingId = (id: string, mode: Mode): string => `${id}-${mode}`;
