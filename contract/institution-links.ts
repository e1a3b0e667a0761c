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
 * The map services whose embed pages may be stored as `map_location` and framed by the console
 * (docs/security.md): an https URL on one of these hosts whose path (and query) is the service's
 * embed page. Any other page, however https, is refused, so nobody can frame a page of their
 * choosing in another user's console.
 */
export const MAP_EMBEDS: ReadonlyArray<{ host: string; embed: (url: URL) => boolean }> = [
  { host: 'www.google.com', embed: (url) => url.pathname.startsWith('/maps/embed') },
  {
    host: 'maps.google.com',
    embed: (url) => url.pathname === '/maps' && url.searchParams.get('output') === 'embed',
  },
  { host: 'www.openstreetmap.org', embed: (url) => url.pathname === '/export/embed.html' },
];

/** Video services shown as a preview, embedded only after a click (their privacy-friendly hosts). */
export const VIDEO_EMBED_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'] as const;

/** Every host the console frames: the CSP's `frame-src` lists exactly these. */
export const FRAME_HOSTS: readonly string[] = [
  ...MAP_EMBEDS.map((m) => m.host),
  ...VIDEO_EMBED_HOSTS,
];

const isMapEmbed = (text: string): boolean => {
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
    return MAP_EMBEDS.some((m) => m.host === url.hostname && m.embed(url));
  } catch {
    return false;
  }
};

/**
 * The map URL of a `map_location` value: a pasted `<iframe ... src="...">` gives its src (with
 * `&amp;` decoded), a plain value is taken as is. Null unless the result is the embed page of a
 * known map service (MAP_EMBEDS): only those are stored and framed; the show page shows any other
 * stored value as a plain link.
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
  return isMapEmbed(candidate) ? candidate : null;
}

/**
 * The privacy-friendly embed URL of a YouTube or Vimeo video link (youtube-nocookie.com, Vimeo
 * with `dnt=1`), or null for any other link (shown as a plain link).
 */
export function videoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const id = (value: string | null | undefined, pattern: RegExp) =>
    value && pattern.test(value) ? value : null;
  const youtubeId = /^[\w-]{11}$/;
  let youtube: string | null = null;
  if (host === 'youtu.be') youtube = id(url.pathname.slice(1), youtubeId);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    youtube =
      first === 'watch'
        ? id(url.searchParams.get('v'), youtubeId)
        : ['embed', 'shorts', 'live'].includes(first)
          ? id(second, youtubeId)
          : null;
  }
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vimeo = url.pathname.split('/').find((part) => /^\d{4,12}$/.test(part));
    if (vimeo) return `https://player.vimeo.com/video/${vimeo}?dnt=1`;
  }
  return null;
}

/** True for an absolute http(s) URL (video links). */
export const isVideoLink = (text: string): boolean =>
  text.length <= INSTITUTION_LIMITS.urlMax && isHttpUrl(text, ['http:', 'https:']);
