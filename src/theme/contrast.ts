/**
 * WCAG 2.1 contrast arithmetic, so the theme can derive text and fill shades of a brand colour
 * that stay readable (4.5:1 for normal text, success criterion 1.4.3) on the surfaces they sit on.
 */

/** `#rrggbb` -> [r, g, b] in 0..255. */
export function parseHex(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = match[1];
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: readonly number[]): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

type Rgb = readonly [number, number, number];

/** Relative luminance (WCAG 2.1) of 0..255 channels. */
function channelsLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Relative luminance (WCAG 2.1). */
export const luminance = (hex: string): number => channelsLuminance(parseHex(hex));

/** Contrast ratio of two relative luminances, 1 to 21. */
const ratioOf = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Contrast ratio of two colours, 1 to 21. */
export const contrastRatio = (a: string, b: string): number => ratioOf(luminance(a), luminance(b));

/** 0..255 channels moved `amount` (0..1) of the way towards `target`, rounded as in `#rrggbb`. */
const mixChannels = (from: Rgb, to: Rgb, amount: number): Rgb =>
  from.map((c, i) => Math.round(c + (to[i] - c) * amount)) as unknown as Rgb;

/** `colour` moved `amount` (0..1) of the way towards `target` in sRGB. */
export const mix = (colour: string, target: string, amount: number): string =>
  toHex(mixChannels(parseHex(colour), parseHex(target), amount));

/**
 * The shade of `colour` nearest to it, darker (`towards` black) or lighter (white), that has at
 * least `ratio` against every one of `backgrounds`. The colour itself when it already does.
 * Works on parsed channels: the theme asks for ~20 shades in the console's first render.
 */
export function readableShade(
  colour: string,
  backgrounds: readonly string[],
  towards: 'black' | 'white',
  ratio = 4.5,
): string {
  const from = parseHex(colour);
  const target: Rgb = towards === 'black' ? [0, 0, 0] : [255, 255, 255];
  const under = backgrounds.map(luminance);
  for (let step = 0; step <= 100; step += 1) {
    const shade = mixChannels(from, target, step / 100);
    const lum = channelsLuminance(shade);
    if (under.every((bg) => ratioOf(lum, bg) >= ratio)) return toHex(shade);
  }
  return toHex(target);
}
