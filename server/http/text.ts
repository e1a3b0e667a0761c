/**
 * Text PostgreSQL cannot store, refused at the door for every request: a NUL character (the
 * database rejects it, which would be a 500) and an unpaired UTF-16 surrogate (not text at all;
 * a driver would silently store U+FFFD instead). One check for JSON bodies, multipart fields,
 * query strings and path parameters, so no route can forget it.
 */
import type { FastifyRequest } from 'fastify';
import { fieldHttpError } from '../errors';

export const UNSTORABLE_TEXT_MESSAGE =
  'Contains characters that cannot be stored (NUL or invalid Unicode)';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string): boolean =>
  !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** Nesting deeper than this is not looked into: no field of the API takes nested values. */
const MAX_DEPTH = 8;

/** The path ("name", "tags.0") of the first string that cannot be stored, or null. */
export function unstorableTextPath(value: unknown, at: string, depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : at;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = unstorableTextPath(item, at ? `${at}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/** 400 naming the field when `value` holds text that cannot be stored. */
export function assertStorableText(value: unknown, at: string): void {
  const field = unstorableTextPath(value, at);
  if (field !== null) throw fieldHttpError(400, field || 'body', UNSTORABLE_TEXT_MESSAGE);
}

/** preValidation hook: path parameters, query string and a parsed (JSON) body. */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  assertStorableText(request.params, '');
  assertStorableText(request.query, '');
  assertStorableText(request.body, '');
}
