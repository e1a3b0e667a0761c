import i18n from 'i18next';

export type TextDirection = 'ltr' | 'rtl';

/**
 * The direction the document uses: a right-to-left language (Arabic...) forces `rtl`; any other
 * language uses the direction the user chose in the customizer. The choice itself is never
 * overwritten, so switching back from Arabic restores it.
 */
export function effectiveDirection(chosen: TextDirection, lng: string | undefined): TextDirection {
  return lng && i18n.dir(lng) === 'rtl' ? 'rtl' : chosen;
}
