/**
 * The direction of a text from its first letter, like the browser's `dir="auto"`: right to left
 * for Arabic, Hebrew and the other right-to-left scripts, left to right for any other letter,
 * undefined when there is no letter at all (the surrounding direction then applies).
 *
 * antd's components set `direction: rtl` with a class in a right-to-left page, which beats a
 * `dir="auto"` attribute: data whose language is not the interface's (the demo's English texts
 * in Arabic, an Arabic note in English) gets this as an inline `direction` instead.
 */
const RTL_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

export function textDirection(text: string | null | undefined): 'ltr' | 'rtl' | undefined {
  const first = text?.match(/\p{L}/u)?.[0];
  if (!first) return undefined;
  return RTL_LETTER.test(first) ? 'rtl' : 'ltr';
}
