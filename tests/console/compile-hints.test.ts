import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHints, EAGER_COMPILE_HINT } from '../../scripts/vite-compile-hints';

const MAP_DEPS = 'const __vite__mapDeps=(i)=>i;\n';

const chunk = (name: string, code: string) =>
  ({ type: 'chunk', name, fileName: `${name}-x.js`, code }) as unknown as Rolldown.OutputChunk;
/** The map file Rolldown has made by the time the hook runs (`--sourcemap`). */
const sourceMap = (fileName: string, mappings: string) =>
  ({
    type: 'asset',
    fileName: `${fileName}.map`,
    source: JSON.stringify({ version: 3, mappings }),
  }) as unknown as Rolldown.OutputAsset;

/** Vite's import analysis as the hook sees it: it puts its preload table on the first line. */
const importAnalysis = (): Plugin => ({
  name: 'vite:build-import-analysis',
  generateBundle: {
    handler(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') file.code = MAP_DEPS + file.code;
      }
    },
  },
});

/** Runs the build's generateBundle as Vite would once the plugins are resolved. */
async function render(bundle: Rolldown.OutputBundle, plugins: Plugin[]) {
  const hints = compileHints(['core', 'layout']);
  const resolved = { plugins: [...plugins, hints] } as unknown as ResolvedConfig;
  (hints.configResolved as (c: ResolvedConfig) => void)(resolved);
  const analysis = plugins[0].generateBundle as { handler: (...a: unknown[]) => Promise<void> };
  await analysis.handler.call({}, {}, bundle, false);
  return bundle;
}

describe('compile hints (vite.config.ts)', () => {
  it("starts the named chunks with V8's hint, before Vite's preload table", async () => {
    const bundle = await render(
      { core: chunk('core', 'export const a=1;'), page: chunk('page', 'export const b=2;') },
      [importAnalysis()],
    );
    const code = (name: string) => (bundle[name] as Rolldown.OutputChunk).code;
    expect(code('core')).toBe(`${EAGER_COMPILE_HINT}\n${MAP_DEPS}export const a=1;`);
    expect(code('page')).toBe(`${MAP_DEPS}export const b=2;`);
  });

  it("moves the source map's lines down by the hint's", async () => {
    const bundle = await render(
      { layout: chunk('layout', 'x'), 'layout-x.js.map': sourceMap('layout-x.js', 'AAAA;AACA') },
      [importAnalysis()],
    );
    const map = JSON.parse((bundle['layout-x.js.map'] as Rolldown.OutputAsset).source as string);
    expect(map).toEqual({ version: 3, mappings: ';AAAA;AACA' });
  });

  it("fails the build when Vite's import analysis is not there to follow", () => {
    const hints = compileHints(['core']);
    const resolved = { plugins: [hints] } as unknown as ResolvedConfig;
    expect(() => (hints.configResolved as (c: ResolvedConfig) => void)(resolved)).toThrow(
      /no generateBundle in Vite/,
    );
  });
});
