import type { MappingAlgorithm } from 'antd';
import { mix, readableShade } from './contrast';
import type { Mode } from './settings';
import { SECONDARY_COLOR, SURFACES, type ThemeVariant } from './themes';

/** antd's map tokens: what a mapping algorithm derives from the seed. */
type MapToken = ReturnType<MappingAlgorithm>;

/** antd's error colour (colorError's seed). */
const ANTD_RED = '#FF4D4F';

/** 4.5:1 is WCAG's minimum for normal text; a little margin absorbs rounding in the browser. */
const TEXT_RATIO = 4.6;

/** Shades of a theme's brand colour that stay readable in one mode. */
export interface ReadableColours {
  /** Brand-coloured text (links, selected menu items) on the mode's surfaces. */
  text: string;
  /** Fill under white text (primary buttons), and its hover. */
  fill: string;
  fillHover: string;
  /** Secondary text (descriptions, captions) on the mode's surfaces. */
  secondaryText: string;
  /** The secondary (info) colour as text, e.g. a "processing" tag. */
  infoText: string;
  /** antd's red for danger buttons: their text on the surfaces, and the fill of a primary one. */
  danger: string;
  /** Text on a `danger` fill. */
  onDanger: string;
}

/**
 * SPEC §9's brand colours are bright: #5D87FF, #01C0C8 or #FA896B under white text, or as text on
 * white, read at 2 to 3.3:1. The brand stays the seed of the palette (borders, charts, focus
 * rings, the customizer's swatches); text and filled controls take its nearest shade that reaches
 * 4.5:1 on every surface of the mode: darker in light mode, lighter for text in dark mode.
 */
export function readableColours(mode: Mode, variant: ThemeVariant): ReadableColours {
  const surfaces = SURFACES[mode];
  const backgrounds = [
    surfaces.colorBgLayout,
    surfaces.colorBgContainer,
    surfaces.colorBgElevated,
    variant.colorPrimaryBg,
  ];
  const brand = variant.colorPrimary;
  const fill = readableShade(brand, ['#FFFFFF'], 'black', TEXT_RATIO);
  const fillHover = readableShade(mix(fill, '#000000', 0.12), ['#FFFFFF'], 'black', TEXT_RATIO);
  const towards = mode === 'light' ? 'black' : 'white';
  // Behind a "processing" tag sits a 10 % tint of the info colour itself.
  const infoText = readableShade(
    SECONDARY_COLOR,
    [...backgrounds, mix(surfaces.colorBgContainer, SECONDARY_COLOR, 0.15)],
    towards,
    TEXT_RATIO,
  );
  if (mode === 'light') {
    return {
      text: readableShade(brand, backgrounds, 'black', TEXT_RATIO),
      fill,
      fillHover,
      secondaryText: readableShade('#6B7280', backgrounds, 'black', TEXT_RATIO),
      infoText,
      // Dark enough to read on white and to carry white text.
      danger: readableShade(ANTD_RED, [...backgrounds, '#FFFFFF'], 'black', TEXT_RATIO),
      onDanger: '#FFFFFF',
    };
  }
  return {
    text: readableShade(brand, backgrounds, 'white', TEXT_RATIO),
    fill,
    fillHover,
    secondaryText: readableShade('#9AA4B5', backgrounds, 'white', TEXT_RATIO),
    infoText,
    // Light enough to read on the dark surfaces; a filled danger button then carries dark text.
    danger: readableShade(ANTD_RED, backgrounds, 'white', TEXT_RATIO),
    onDanger: '#141414',
  };
}

/** The status colours antd writes text in (tags, form errors, danger text). */
const STATUSES = ['Success', 'Error', 'Warning'] as const;
/** antd's preset colours: a tag of one writes its shade 7 on its shade 1. */
const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'gold',
  'lime',
] as const;

/**
 * Laid over the mode's algorithm (theme.ts): brand-coloured text takes the readable shade, and
 * the status and preset colours antd uses as text (tags, "danger" text, form errors) take their
 * nearest shade that reads on their own tint and on the surfaces. Seed tokens such as `colorLink`
 * or `colorError` would be re-derived by the dark algorithm if set as tokens, hence an algorithm.
 */
export const readableAlgorithm =
  (mode: Mode, readable: ReadableColours): MappingAlgorithm =>
  (_seed, derived) => {
    const map = { ...(derived as MapToken) } as MapToken & Record<string, string>;
    const surfaces = SURFACES[mode];
    const around = [surfaces.colorBgLayout, surfaces.colorBgContainer, surfaces.colorBgElevated];
    const towards = mode === 'light' ? 'black' : 'white';
    for (const status of STATUSES) {
      const text = readableShade(
        map[`color${status}`],
        [...around, map[`color${status}Bg`]],
        towards,
        TEXT_RATIO,
      );
      map[`color${status}`] = text;
      map[`color${status}Text`] = text;
    }
    map.colorInfoText = readable.infoText;
    for (const preset of PRESETS) {
      map[`${preset}7`] = readableShade(
        map[`${preset}7`],
        [...around, map[`${preset}1`]],
        towards,
        TEXT_RATIO,
      );
    }
    return {
      ...map,
      colorLink: readable.text,
      colorLinkHover: readable.text,
      colorLinkActive: readable.text,
      colorPrimaryText: readable.text,
      colorPrimaryTextHover: readable.text,
      colorPrimaryTextActive: readable.text,
    };
  };
