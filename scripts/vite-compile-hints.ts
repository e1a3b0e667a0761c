import type { Plugin, Rolldown } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later). In a file that starts with it, every function
 * is compiled as the file is parsed, which for a script that streams in happens off the main
 * thread while it downloads. Without it V8 compiles each function on the main thread at its first
 * call, which a first load pays for most of the functions of the first-load groups
 * (docs/performance.md, part 2g).
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type GenerateBundle = (
  this: unknown,
  options: unknown,
  bundle: Rolldown.OutputBundle,
  ...rest: unknown[]
) => unknown;

/**
 * Starts the named chunks with the hint. Vite's import analysis puts its table of preload
 * dependencies on a file's first line when it renders the bundle, and below that line Chromium
 * ignored the hint (part 2g), so the hint goes in right after that, inside the same hook:
 * vite-plugin-compression2 compresses the files at the end of it too (`scripts/check-build.mjs`
 * checks the copies match, and that the hint is on the first line).
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  const addHints = (bundle: Rolldown.OutputBundle) => {
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk' || !chunkNames.includes(file.name)) continue;
      file.code = `${EAGER_COMPILE_HINT}\n${file.code}`;
      // One line more at the top: the source map's lines move down by one. By now Rolldown has
      // made the map file (`--sourcemap`, as bench/page-profile.ts uses), and writes that.
      const mapFile = bundle[`${file.fileName}.map`];
      if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
        const map = JSON.parse(mapFile.source) as { mappings: string };
        mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
      }
    }
  };
  return {
    name: 'partypass:compile-hints',
    apply: 'build',
    configResolved(config) {
      const analysis = config.plugins.find((p) => p.name === 'vite:build-import-analysis');
      const hook = analysis?.generateBundle as
        GenerateBundle | { handler: GenerateBundle } | undefined;
      if (!analysis || !hook) throw new Error('compile hints: no generateBundle in Vite to follow');
      const original = typeof hook === 'function' ? hook : hook.handler;
      const handler: GenerateBundle = async function (options, bundle, ...rest) {
        await original.call(this, options, bundle, ...rest);
        addHints(bundle);
      };
      if (typeof hook === 'function') analysis.generateBundle = handler as Plugin['generateBundle'];
      else hook.handler = handler;
    },
  };
}
