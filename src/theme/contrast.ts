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

/** Relative luminance (WCAG 2.1). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `colour` moved `amount` (0..1) of the way towards `target` in sRGB. */
export function mix(colour: string, target: string, amount: number): string {
  const from = parseHex(colour);
  const to = parseHex(target);
  return toHex(from.map((c, i) => c + (to[i] - c) * amount));
}

/**
 * The shade of `colour` nearest to it, darker (`towards` black) or lighter (white), that has at
 * least `ratio` against every one of `backgrounds`. The colour itself when it already does.
 */
export function readableShade(
  colour: string,
  backgrounds: readonly string[],
  towards: 'black' | 'white',
  ratio = 4.5,
): string {
  const target = towards === 'black' ? '#000000' : '#FFFFFF';
  for (let step = 0; step <= 100; step += 1) {
    const shade = mix(colour, target, step / 100);
    if (backgrounds.every((bg) => contrastRatio(shade, bg) >= ratio)) return shade;
  }
  return target;
}
