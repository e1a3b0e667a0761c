// @vitest-environment node
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '../../src/theme/theme';
import { DEFAULT_APPEARANCE, THEME_NAMES, type Mode } from '../../src/theme/settings';
import { SURFACES } from '../../src/theme/themes';

/** SPEC §9, written out by hand: each theme's primary colour. */
const PRIMARY: Record<(typeof THEME_NAMES)[number], string> = {
  BLUE_THEME: '#5D87FF',
  AQUA_THEME: '#0074BA',
  PURPLE_THEME: '#763EBD',
  GREEN_THEME: '#0A7EA4',
  CYAN_THEME: '#01C0C8',
  ORANGE_THEME: '#FA896B',
};

/** Relative luminance of a #rrggbb or rgba() colour, enough to tell light from dark. */
function luminance(colour: string): number {
  const hex = colour.match(/^#([0-9a-f]{6})$/i);
  const channels = hex
    ? [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16))
    : (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const [r, g, b] = channels.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('theme tokens', () => {
  it('lists exactly the six themes of SPEC §9', () => {
    expect([...THEME_NAMES].sort()).toEqual(Object.keys(PRIMARY).sort());
  });

  for (const name of THEME_NAMES) {
    for (const mode of ['light', 'dark'] as Mode[]) {
      it(`${name} ${mode}: its primary colour and the ${mode} algorithm`, () => {
        const config = buildTheme({ mode, theme: name, borderRadius: 7 });
        // The mode's algorithm first; readable text shades are laid over it (theme-contrast test).
        expect(Array.isArray(config.algorithm) && config.algorithm[0]).toBe(
          mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        );
        // The theme's colour is the seed; antd's dark algorithm tones it for dark surfaces.
        expect(config.token?.colorPrimary?.toUpperCase()).toBe(PRIMARY[name]);
        const token = theme.getDesignToken(config);
        if (mode === 'light') expect(token.colorPrimary.toUpperCase()).toBe(PRIMARY[name]);
        expect(token.colorBgLayout).toBe(SURFACES[mode].colorBgLayout);
        // Text must stand out from its surface: dark on light, light on dark.
        const text = luminance(token.colorText);
        const surface = luminance(token.colorBgContainer);
        if (mode === 'dark') expect(text).toBeGreaterThan(surface + 0.4);
        else expect(surface).toBeGreaterThan(text + 0.4);
      });
    }
  }

  it('uses the secondary colour #49BEFF for every theme', () => {
    for (const name of THEME_NAMES) {
      const token = theme.getDesignToken(
        buildTheme({ mode: 'light', theme: name, borderRadius: 7 }),
      );
      expect(token.colorInfo.toUpperCase()).toBe('#49BEFF');
    }
  });

  it('takes the border radius from the setting, cards included', () => {
    const config = buildTheme({ mode: 'light', theme: 'BLUE_THEME', borderRadius: 18 });
    expect(theme.getDesignToken(config).borderRadius).toBe(18);
    expect(config.components?.Card?.borderRadiusLG).toBe(18);
  });

  it('has the defaults of SPEC §4', () => {
    expect(DEFAULT_APPEARANCE).toEqual({
      mode: 'light',
      direction: 'ltr',
      theme: 'BLUE_THEME',
      container: 'boxed',
      sidebar: 'full',
      card: 'shadow',
      borderRadius: 7,
      layout: 'vertical',
    });
    const token = theme.getDesignToken(buildTheme(DEFAULT_APPEARANCE));
    expect(token.colorPrimary.toUpperCase()).toBe('#5D87FF');
  });
});
