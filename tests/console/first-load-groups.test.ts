import { describe, expect, it } from 'vitest';
import { planFirstLoadGroups } from '../../scripts/vite-first-load-groups';

const roots = {
  page: 'index.html',
  entry: 'main',
  boot: 'boot',
  signIn: 'signIn',
  console: 'app',
  layout: 'layout',
  outside: ['pages/auth/'],
};

/** A chunk graph shaped like the console's: facades, their modules, static imports. */
const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  moduleIds: string[],
  imports: string[] = [],
) => ({ fileName, facadeModuleId, moduleIds, imports });

const graph = [
  // the page's script picks the screen through shell, which also holds the preload helper
  chunk('index.js', 'index.html', ['index.html', 'main'], ['shell.js']),
  chunk('shell.js', null, ['shell', 'preload-helper']),
  chunk('boot.js', 'boot', ['boot', 'react-dom'], ['react.js', 'shell.js']),
  chunk('react.js', null, ['react']),
  chunk('signIn.js', 'signIn', ['signIn', 'loginPage'], ['form.js', 'button.js', 'react.js']),
  chunk('form.js', null, ['antd/form']),
  chunk('button.js', null, ['antd/button'], ['react.js']),
  chunk('app.js', 'app', ['app', 'refine'], ['button.js', 'router.js', 'shell.js']),
  chunk('router.js', null, ['react-router']),
  // the main layout, loaded with import() from the console
  chunk('layout.js', 'layout', ['layout', 'menu'], ['router.js', 'dropdown.js', 'typography.js']),
  chunk('dropdown.js', null, ['antd/dropdown']),
  chunk('typography.js', null, ['antd/typography'], ['tooltip.js']),
  chunk('tooltip.js', null, ['antd/tooltip']),
  // a page drawn in the layout, and one drawn without it
  chunk('page.js', 'page', ['page', 'antd/table'], ['dropdown.js', 'form.js']),
  chunk('notFound.js', 'pages/auth/NotFound', ['pages/auth/NotFound'], ['typography.js']),
];

const sorted = (set: Set<string>) => [...set].sort();

describe('first-load groups (vite.config.ts)', () => {
  const plan = planFirstLoadGroups(graph, roots);

  it('core holds what boot needs and what both the sign-in screen and the console need', () => {
    expect(sorted(plan.core)).toEqual(['antd/button', 'boot', 'react', 'react-dom']);
  });

  it("shell holds what the page's script needs, and no group holds the script itself", () => {
    expect(sorted(plan.shell)).toEqual(['preload-helper', 'shell']);
    for (const group of [plan.shell, plan.core, plan.console, plan.layout]) {
      expect(group.has('main') || group.has('index.html')).toBe(false);
    }
  });

  it('console holds the rest of what the console needs, nothing of the sign-in screen alone', () => {
    expect(sorted(plan.console)).toEqual(['app', 'react-router', 'refine']);
    for (const id of ['signIn', 'loginPage', 'antd/form']) expect(plan.console.has(id)).toBe(false);
  });

  it('puts in core what the sign-in screen shares with the main layout alone', () => {
    const withFormInLayout = graph.map((c) =>
      c.fileName === 'layout.js' ? { ...c, imports: [...c.imports, 'form.js'] } : c,
    );
    const planned = planFirstLoadGroups(withFormInLayout, roots);
    expect(planned.core.has('antd/form')).toBe(true);
    expect(planned.layout.has('antd/form')).toBe(false);
  });

  it('layout holds what the main layout needs beyond core and console', () => {
    expect(sorted(plan.layout)).toEqual(['antd/dropdown', 'layout', 'menu']);
  });

  it('leaves to automatic chunking what a page outside the layout needs', () => {
    for (const id of ['antd/typography', 'antd/tooltip']) {
      expect(plan.layout.has(id) || plan.core.has(id) || plan.console.has(id)).toBe(false);
    }
  });

  it("leaves what only lazy pages need to automatic chunking, the layout's too", () => {
    for (const id of ['page', 'antd/table', 'pages/auth/NotFound']) {
      expect(plan.core.has(id) || plan.console.has(id) || plan.layout.has(id)).toBe(false);
    }
  });

  it('names the root it could not find rather than grouping nothing', () => {
    const withoutApp = graph.filter((c) => c.facadeModuleId !== 'app');
    expect(() => planFirstLoadGroups(withoutApp, roots)).toThrow(/no chunk starts at app/);
  });
});
