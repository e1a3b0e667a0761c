/**
 * SVG recognition and sanitising for uploaded images. Two layers keep an uploaded SVG from
 * running script or loading anything from elsewhere: this sanitiser on store, and the sandbox
 * CSP that server/app.ts sends with every `.svg` under /uploads (SVG_CSP). Neither is trusted
 * alone.
 *
 * The sanitiser rebuilds the document from what it recognises (well-formed tags with quoted
 * attributes, text, CDATA); anything else is escaped as text, so a malformed trick cannot slip a
 * tag through. No DTD is ever accepted (no entity expansion, no external entities).
 */

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Elements dropped with everything inside them. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
]);

/** Attributes that load or link something: only same-document `#id` refs and raster data URLs. */
const LINK_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction']);
const SAFE_LINK = /^\s*(#|data:image\/(png|jpeg|gif|webp)[;,])/i;
const SCRIPT_URL = /(javascript|vbscript|livescript)\s*:|data\s*:\s*text\/html/i;

/**
 * CSS (a `<style>` element or a `style`/presentation attribute) may only point inside the
 * document: every `url(...)` must be `#id`; no `@import`, no `image()`/`image-set()`/
 * `cross-fade()` (they take plain strings), no `expression()`, and no backslash (CSS escapes
 * could spell any of these). Anything else is dropped: an image never loads anything.
 */
const CSS_URL = /url\s*\(\s*(['"]?)\s*([^'")\s]*)/gi;
const CSS_LOADER = /@import|image-set\s*\(|\bimage\s*\(|cross-fade\s*\(|expression\s*\(|\\/i;

export function cssIsLocal(css: string): boolean {
  if (CSS_LOADER.test(css)) return false;
  for (const match of css.matchAll(CSS_URL)) {
    if (!match[2].startsWith('#')) return false;
  }
  return true;
}

const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<![^>]*>|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[^\s=/>"']+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=/>"']+)\s*=\s*("([^"]*)"|'([^']*)')/g;

const localName = (name: string) => (name.split(':').pop() ?? name).toLowerCase();

const escapeText = (text: string) => text.replace(/</g, '&lt;');

/** A character reference's character; an impossible one (`&#x110000;`) becomes nothing. */
const codePoint = (n: number) => (n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '');

/** Decodes numeric and basic entities so `jav&#x61;script:` is seen for what it is. */
function decodeAttribute(value: string): string {
  return (
    value
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => codePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, dec: string) => codePoint(Number(dec)))
      .replace(/&(tab|newline|colon);/gi, (_, name: string) =>
        name.toLowerCase() === 'colon' ? ':' : ' ',
      )
      // Browsers ignore control characters inside a URL scheme (`java\tscript:`).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
  );
}

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

function cleanAttributes(source: string): string {
  let out = '';
  for (const match of source.matchAll(ATTRIBUTE)) {
    const [, name, quoted, double, single] = match;
    const value = decodeAttribute(double ?? single ?? '');
    const local = localName(name);
    if (local.startsWith('on')) continue;
    if (LINK_ATTRIBUTES.has(local) && !SAFE_LINK.test(value)) continue;
    if (SCRIPT_URL.test(value)) continue;
    if (!cssIsLocal(value)) continue;
    out += ` ${name}=${quoted}`;
  }
  return out;
}

/** The SVG without script: see the file comment for what goes. Call only after isSvg. */
export function sanitiseSvg(buffer: Buffer): Buffer {
  const text = asText(buffer) ?? '';
  let out = '';
  let last = 0;
  // While inside a forbidden element: how deep we are below it (0 = not skipping).
  let skipDepth = 0;
  // Inside a <style> element every piece of text is CSS: kept only when it stays local.
  let inStyle = false;
  const keepText = (piece: string) => (!inStyle || cssIsLocal(piece) ? piece : '');
  for (const match of text.matchAll(TOKEN)) {
    const [token, closing, name, attributes, selfClosing] = match;
    const between = text.slice(last, match.index);
    last = match.index + token.length;
    if (skipDepth === 0) out += escapeText(keepText(between));

    if (name === undefined) {
      // Comment, CDATA, processing instruction or declaration.
      if (skipDepth > 0) continue;
      if (token.startsWith('<![CDATA[')) out += keepText(token);
      else if (/^<\?xml\s/i.test(token) && out.trim() === '') out += token;
      continue;
    }
    if (skipDepth === 0 && localName(name) === 'style' && !selfClosing) inStyle = !closing;
    if (skipDepth > 0) {
      if (closing) skipDepth -= 1;
      else if (!selfClosing) skipDepth += 1;
      continue;
    }
    if (FORBIDDEN_ELEMENTS.has(localName(name))) {
      if (!closing && !selfClosing) skipDepth = 1;
      continue;
    }
    out += closing ? `</${name}>` : `<${name}${cleanAttributes(attributes ?? '')}${selfClosing}>`;
  }
  if (skipDepth === 0) out += escapeText(text.slice(last));
  return Buffer.from(out, 'utf8');
}
