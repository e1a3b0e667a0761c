/**
 * The institution's links read without zod (the show page frames the map; the form checks
 * both as the user types), so a page that only shows an institution does not load zod. The
 * schemas of institution-input.ts use them too.
 */
export const INSTITUTION_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 100,
  phoneMax: 30,
  addressMax: 500,
  detailsMax: 5000,
  urlMax: 2000,
} as const;

const isHttpUrl = (text: string, protocols: readonly string[]): boolean => {
  try {
    const url = new URL(text);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
};

const IFRAME_SRC = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * The map URL of a `map_location` value: a pasted `<iframe ... src="...">` gives its src (with
 * `&amp;` decoded), a plain value is taken as is. Null unless the result is an https URL: only
 * https maps are stored, so the show page never frames a plain-http or script URL.
 */
export function mapEmbedUrl(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  let candidate = text;
  if (/^<iframe\b/i.test(text)) {
    const match = IFRAME_SRC.exec(text);
    if (!match) return null;
    candidate = (match[1] ?? match[2] ?? match[3] ?? '').trim().replace(/&amp;/gi, '&');
  }
  if (candidate.length > INSTITUTION_LIMITS.urlMax) return null;
  return isHttpUrl(candidate, ['https:']) ? candidate : null;
}

/** True for an absolute http(s) URL (video links). */
export const isVideoLink = (text: string): boolean =>
  text.length <= INSTITUTION_LIMITS.urlMax && isHttpUrl(text, ['http:', 'https:']);
