import { contrastRatio, mix, readableShade } from '../../theme/contrast';

/** What the door's colours are made from: antd's status colours of the current theme. */
export interface DoorTokens {
  colorSuccess: string;
  colorWarning: string;
  colorError: string;
}

/** A coloured surface and the text on it. */
export interface DoorTone {
  background: string;
  hover: string;
  text: string;
}

const WHITE = '#FFFFFF';

/** A status colour darkened until white text on it reads at 4.5:1 (WCAG 1.4.3). */
const darkWithWhiteText = (colour: string): DoorTone => {
  const background = readableShade(colour, [WHITE], 'black');
  return { background, hover: mix(background, '#000000', 0.12), text: WHITE };
};

/**
 * The door's verdict banners and its two move buttons, readable in every theme and mode: the
 * theme's green, amber and red, each darkened only as far as white text on it needs.
 */
export function doorColours(token: DoorTokens) {
  return {
    success: darkWithWhiteText(token.colorSuccess.slice(0, 7)),
    warning: darkWithWhiteText(token.colorWarning.slice(0, 7)),
    error: darkWithWhiteText(token.colorError.slice(0, 7)),
  } satisfies Record<'success' | 'warning' | 'error', DoorTone>;
}

/** The lowest contrast of a tone's text, on its colour and on its hover colour. */
export const toneContrast = (tone: DoorTone) =>
  Math.min(contrastRatio(tone.text, tone.background), contrastRatio(tone.text, tone.hover));
