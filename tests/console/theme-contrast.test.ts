// @vitest-environment node
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { doorColours, toneContrast } from '../../src/pages/door/doorColours';
import { contrastRatio, readableShade } from '../../src/theme/contrast';
import { readableColours } from '../../src/theme/readableColours';
import { THEME_NAMES, type Mode } from '../../src/theme/settings';
import { buildTheme } from '../../src/theme/theme';
import { SURFACES, THEMES } from '../../src/theme/themes';

/** WCAG 2.1 1.4.3: normal text needs 4.5:1 against what it sits on. */
const AA = 4.5;

describe('contrast arithmetic', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    // #767676 on white is the classic "just passes" grey.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
  });

  it('keeps a colour that already reads and shades one that does not', () => {
    expect(readableShade('#000000', ['#FFFFFF'], 'black')).toBe('#000000');
    const shade = readableShade('#5D87FF', ['#FFFFFF'], 'black');
    expect(shade).not.toBe('#5D87FF');
    expect(contrastRatio(shade, '#FFFFFF')).toBeGreaterThanOrEqual(AA);
  });
});

describe('readable shades of the six themes', () => {
  for (const name of THEME_NAMES) {
    for (const mode of ['light', 'dark'] as Mode[]) {
      it(`${name} ${mode}: text, fills and secondary text reach 4.5:1`, () => {
        const variant = THEMES[name][mode];
        const surfaces = SURFACES[mode];
        const readable = readableColours(mode, variant);
        const backgrounds = [
          surfaces.colorBgLayout,
          surfaces.colorBgContainer,
          surfaces.colorBgElevated,
          variant.colorPrimaryBg,
        ];
        for (const bg of backgrounds) {
          expect(contrastRatio(readable.text, bg)).toBeGreaterThanOrEqual(AA);
          expect(contrastRatio(readable.secondaryText, bg)).toBeGreaterThanOrEqual(AA);
        }
        expect(contrastRatio('#FFFFFF', readable.fill)).toBeGreaterThanOrEqual(AA);
        expect(contrastRatio('#FFFFFF', readable.fillHover)).toBeGreaterThanOrEqual(AA);
        expect(contrastRatio(readable.onDanger, readable.danger)).toBeGreaterThanOrEqual(AA);
        for (const bg of backgrounds)
          expect(contrastRatio(readable.danger, bg)).toBeGreaterThanOrEqual(AA);

        // And the antd theme uses them: links, description text, primary buttons, menu.
        const config = buildTheme({ mode, theme: name, borderRadius: 7 });
        const token = theme.getDesignToken(config);
        expect(token.colorLink).toBe(readable.text);
        expect(token.colorTextDescription).toBe(readable.secondaryText);
        expect(config.components?.Button?.colorPrimary).toBe(readable.fill);
        expect(config.components?.Menu?.itemSelectedColor).toBe(readable.text);
        // Status text (tags, form errors) reads on its own tint and on the surfaces.
        for (const status of ['Success', 'Error', 'Warning'] as const) {
          const text = token[`color${status}Text`];
          expect(contrastRatio(text, token[`color${status}Bg`])).toBeGreaterThanOrEqual(AA);
          expect(contrastRatio(text, surfaces.colorBgContainer)).toBeGreaterThanOrEqual(AA);
        }
        expect(contrastRatio(token.green7, token.green1)).toBeGreaterThanOrEqual(AA);
        expect(contrastRatio(token.red7, token.red1)).toBeGreaterThanOrEqual(AA);
        // The brand colour itself stays the seed (SPEC §9).
        expect(config.token?.colorPrimary).toBe(variant.colorPrimary);
      });
    }
  }
});

describe("the door's Let in and Check out in the six themes", () => {
  for (const name of THEME_NAMES) {
    for (const mode of ['light', 'dark'] as Mode[]) {
      it(`${name} ${mode}: button and banner texts reach 4.5:1 on their colour and its hover`, () => {
        const token = theme.getDesignToken(buildTheme({ mode, theme: name, borderRadius: 7 }));
        const colours = doorColours(token);
        // Let in is success, Check out warning; a refusal is error.
        for (const tone of [colours.success, colours.warning, colours.error]) {
          expect(toneContrast(tone)).toBeGreaterThanOrEqual(AA);
        }
        // Three colours a doorman tells apart at a glance.
        const backgrounds = [colours.success, colours.warning, colours.error].map(
          (tone) => tone.background,
        );
        expect(new Set(backgrounds).size).toBe(3);
      });
    }
  }
});
