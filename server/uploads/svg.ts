/**
 * SVG recognition for uploaded images. An SVG is never stored or served as SVG: sharp rasterises
 * it (server/uploads/images.ts), so script and event attributes cannot survive. This check only
 * says whether the bytes are an SVG document, and refuses any DTD (no entity expansion, no
 * external entities reach the renderer).
 */

const decoder = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 text of the buffer, or null when it is not valid UTF-8. */
function asText(buffer: Buffer): string | null {
  try {
    return decoder.decode(buffer).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

/** An SVG document: UTF-8 XML whose root element is `<svg>`, with no DOCTYPE or ENTITY. */
export function isSvg(buffer: Buffer): boolean {
  const text = asText(buffer);
  if (text === null) return false;
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return false;
  return /^\s*(<\?xml[\s\S]*?\?>\s*)?(<!--[\s\S]*?-->\s*)*<(svg:)?svg[\s>/]/i.test(text);
}
