// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS } from '../../vite.config';

const ROOT = path.resolve(__dirname, '../..');
const mod = (file: string) => path.join(ROOT, 'node_modules', file);
const groupOf = (id: string) =>
  CHUNK_GROUPS.find((group) => (group.test instanceof RegExp ? group.test.test(id) : false))
    ?.name ?? null;

describe('vite.config.ts chunk groups', () => {
  it('are at most two rules', () => {
    expect(CHUNK_GROUPS.length).toBeLessThanOrEqual(2);
  });

  it("put what every screen runs in one file each: React, antd's styling core", () => {
    expect(groupOf(mod('react-dom/cjs/react-dom-client.production.js'))).toBe('react');
    expect(groupOf(mod('react/index.js'))).toBe('react');
    expect(groupOf(mod('scheduler/index.js'))).toBe('react');
    expect(groupOf(mod('@ant-design/cssinjs/es/index.js'))).toBe('antd-core');
    expect(groupOf(mod('antd/es/config-provider/index.js'))).toBe('antd-core');
    expect(groupOf(mod('antd/es/theme/internal.js'))).toBe('antd-core');
    expect(groupOf(mod('rc-util/es/Dom/dynamicCSS.js'))).toBe('antd-core');
    expect(groupOf(mod('@babel/runtime/helpers/esm/objectSpread2.js'))).toBe('antd-core');
  });

  it("leave a page's own code to its page: no screen fetches another screen's parts", () => {
    for (const id of [
      mod('antd/es/table/Table.js'),
      mod('antd/es/date-picker/index.js'),
      mod('antd/es/locale/fr_FR.js'),
      mod('dayjs/esm/locale/fr.js'),
      mod('@antv/g2/esm/index.js'),
      mod('@ant-design/plots/es/index.js'),
      mod('@zxing/library/esm/index.js'),
      mod('msw/lib/core/index.mjs'),
      mod('react-router/dist/development/index.mjs'),
      mod('@refinedev/core/dist/index.mjs'),
      path.join(ROOT, 'src/pages/dashboard/charts.tsx'),
      // CommonJS copies only console code requires (pro-layout's icons), not the sign-in screen.
      mod('rc-util/lib/Dom/dynamicCSS.js'),
      mod('@babel/runtime/helpers/interopRequireDefault.js'),
    ]) {
      expect(groupOf(id), id).toBeNull();
    }
  });
});
