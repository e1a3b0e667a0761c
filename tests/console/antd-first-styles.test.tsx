import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import LoginShell from '../../src/LoginShell';
import { buildTheme } from '../../src/theme/theme';
import { DEFAULT_APPEARANCE } from '../../src/theme/settings';
import { recordedPaths, renderFirstStyles } from '../../scripts/antd-first-styles';

/** A style path without its token key: the component, its class prefix and icon prefix. */
const component = (path: string): string => path.slice(path.indexOf('|'));

/** The styles antd computed for what was drawn with `cache`: token key | component | ... */
function computedPaths(cache: ReturnType<typeof createCache>): string[] {
  return [...cache.cache.keys()]
    .filter((key) => key.startsWith('style%'))
    .map((key) => key.slice('style%'.length).replace(/%/g, '|'));
}

// scripts/vite-antd-first-styles.ts: the build's sheets for the sign-in screen's components.
describe("antd's styles made at build time", () => {
  it('hold every style the sign-in screen makes antd compute', async () => {
    const cache = createCache();
    render(
      <StyleProvider cache={cache}>
        <MemoryRouter initialEntries={['/auth/login']}>
          <LoginShell />
        </MemoryRouter>
      </StyleProvider>,
    );
    await screen.findByRole('button', { name: 'Sign in' });
    const drawn = computedPaths(cache);
    expect(drawn.length).toBeGreaterThan(5);
    const sheet = recordedPaths(renderFirstStyles(buildTheme(DEFAULT_APPEARANCE))).map(component);
    // A component missing here means the sign-in screen draws one that the list
    // (scripts/antd-first-styles.ts) leaves out: antd would compute it in the browser again.
    // Compared without the token key: under Node, 'antd' is its CommonJS build and the sign-in
    // form's 'antd/es/input/Input' does not see its theme. tests/e2e/antd-first-styles.spec.ts
    // checks the keys in the browser, where antd computes none of these styles.
    expect(drawn.map(component).filter((path) => !sheet.includes(path))).toEqual([]);
  });

  it("make a signed-in page's sheet hold the sign-in screen's styles and the layout's", () => {
    const theme = buildTheme(DEFAULT_APPEARANCE);
    const signIn = recordedPaths(renderFirstStyles(theme, 'sign-in'));
    const signedIn = recordedPaths(renderFirstStyles(theme, 'signed-in'));
    // antd reads one record, the last sheet's: a signed-in page links this sheet alone.
    expect(signIn.filter((path) => !signedIn.includes(path))).toEqual([]);
    const components = signedIn.map((path) => path.split('|')[1]);
    for (const drawn of ['Spin', 'Dropdown', 'Avatar', 'Typography', 'Skeleton', 'Tag']) {
      expect(components).toContain(`${drawn}-${drawn}`);
    }
    expect(signedIn.length).toBeGreaterThan(signIn.length + 15);
  });

  it('make the sheet of each mode with its own tokens', () => {
    const light = recordedPaths(renderFirstStyles(buildTheme(DEFAULT_APPEARANCE)));
    const dark = recordedPaths(
      renderFirstStyles(buildTheme({ ...DEFAULT_APPEARANCE, mode: 'dark' })),
    );
    const button = (paths: string[]) => paths.find((p) => p.includes('|Button-Button|ant-btn|'));
    expect(button(light)).toBeDefined();
    expect(button(dark)).toBeDefined();
    // The token key leads each path: the light sheet is no use to a dark page, and antd knows it.
    expect(button(light)).not.toEqual(button(dark));
    expect(dark.map(component).sort()).toEqual(light.map(component).sort());
  });
});
