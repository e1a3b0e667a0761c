import type { Plugin } from 'vite';

/**
 * The console's font, asked for with the page (`<link rel="preload">` in index.html). A font is
 * otherwise asked for only once a layout needs it, and the text painted before it came is
 * painted again in it.
 * The Latin subset only: every screen's text needs it; the others (Latin Extended, Vietnamese)
 * come as a page needs them, as before.
 */
export function fontPreload(
  pattern = /^assets\/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/,
): Plugin {
  let base = '/';
  return {
    name: 'partypass:font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => pattern.test(file));
        if (files.length !== 1) {
          throw new Error(`font preload: ${files.length} files match ${pattern}, not one`);
        }
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${files[0]}`,
              as: 'font',
              type: 'font/woff2',
              // Fonts are fetched in CORS mode: without it the preload is not used.
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
