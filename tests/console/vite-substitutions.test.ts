// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleSubstitutions, SUBSTITUTIONS } from '../../vite.config';

const ROOT = path.resolve(__dirname, '../..');
const fromRoot = createRequire(path.join(ROOT, 'package.json'));

/** The module that imports each substituted source, as the console's build resolves it. */
const IMPORTERS: Record<string, string> = {
  'react-markdown': path.join(ROOT, 'node_modules/@refinedev/antd/dist/index.mjs'),
  'remark-gfm': path.join(ROOT, 'node_modules/@refinedev/antd/dist/index.mjs'),
  'side-channel': path.join(
    path.dirname(createRequire(fromRoot.resolve('@refinedev/core')).resolve('qs/package.json')),
    'lib/stringify.js',
  ),
  '../../../tree': path.join(ROOT, 'node_modules/antd/es/table/hooks/useFilter/FilterDropdown.js'),
  html2canvas: path.join(ROOT, 'node_modules/@antv/g/dist/index.esm.js'),
};

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = moduleSubstitutions();
const resolveId = plugin.resolveId as Hook;
const load = plugin.load as Hook;
const transform = plugin.transform as Hook;

describe('vite.config.ts module substitutions', () => {
  it('are at most four (markdown counts once for its two imports)', () => {
    const substituted = new Set(
      SUBSTITUTIONS.map(
        (s) => s.importer + (s.source === 'remark-gfm' ? 'react-markdown' : s.source),
      ),
    );
    expect(substituted.size).toBeLessThanOrEqual(4);
  });

  for (const { source, code } of SUBSTITUTIONS) {
    it(`still apply: ${source}`, () => {
      const importer = IMPORTERS[source];
      expect(importer, `no importer known for ${source}`).toBeDefined();
      // The dependency still imports it: if not, the substitution has become dead weight.
      const text = readFileSync(importer, 'utf8');
      const quoted = source.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      expect(text).toMatch(new RegExp(`(from |require\\()["']${quoted}["']`));
      // And the build swaps it for the substitute.
      const id = resolveId.call({}, source, importer, {});
      expect(typeof id).toBe('string');
      expect(load.call({}, id)).toBe(code);
    });
  }

  it('leaves the same names alone elsewhere', () => {
    expect(resolveId.call({}, 'side-channel', path.join(ROOT, 'src/main.tsx'), {})).toBeNull();
    expect(resolveId.call({}, 'react-markdown', path.join(ROOT, 'src/main.tsx'), {})).toBeNull();
    const gLite = path.join(ROOT, 'node_modules/@antv/g-lite/dist/index.js');
    expect(resolveId.call({}, 'html2canvas', gLite, {})).toBeNull();
  });

  it('marks contract modules free of side effects without breaking their source maps', () => {
    const code = 'export const A = 1;';
    expect(transform.call({}, code, path.join(ROOT, 'contract/roles.ts'))).toEqual({
      code,
      map: null, // unchanged code: Rolldown keeps the map (no map at all warns SOURCEMAP_BROKEN)
      moduleSideEffects: false,
    });
    expect(transform.call({}, code, path.join(ROOT, 'src/main.tsx'))).toBeNull();
  });
});
