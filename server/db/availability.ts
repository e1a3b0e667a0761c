/**
 * Tells a lost database apart from a failing query, so the error handler can answer 503
 * "Database unavailable" (retry later) instead of 500 "Something went wrong" (a bug).
 *
 * The signs, from any error or its `cause` chain (drizzle wraps driver errors in
 * DrizzleQueryError): a network error code from connecting, a PostgreSQL SQLSTATE saying the
 * connection or the server went away, or the messages node-postgres and PGlite use for a dead or
 * closed connection.
 */

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (the server is shutting down, crashed or
 * starting), 53300 (too many connections), and the storage faults below.
 */
const isUnavailableSqlState = (code: string) =>
  code.startsWith('08') ||
  ['57P01', '57P02', '57P03', '53300'].includes(code) ||
  STORAGE_SQLSTATES.has(code);

/**
 * The database answers but cannot store: 53100 disk full, 53200 out of memory, 58030 I/O error
 * (PostgreSQL's own, and PGlite's when its files cannot be written), and the same faults as
 * file-system error codes.
 */
const STORAGE_SQLSTATES = new Set(['53100', '53200', '58030']);
const STORAGE_ERRNOS = new Set(['ENOSPC', 'EDQUOT', 'EIO', 'EROFS']);

/** A storage fault anywhere in the error's `cause` chain: `/api/health` reports it (degraded). */
export function isStorageFault(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as ErrorLike;
  if (typeof e.code === 'string' && (STORAGE_SQLSTATES.has(e.code) || STORAGE_ERRNOS.has(e.code))) {
    return true;
  }
  return isStorageFault(e.cause, depth + 1);
}

const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/i, // node-postgres: unexpectedly, due to connection timeout
  /timeout exceeded when trying to connect/i,
  /is not queryable/i, // node-postgres: a client whose connection broke or was closed
  /^Query read timeout$/i,
  /Cannot use a pool after calling end/i,
  /^PGlite is closed$/i,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as ErrorLike;
  if (
    typeof e.code === 'string' &&
    (NETWORK_CODES.has(e.code) || STORAGE_ERRNOS.has(e.code) || isUnavailableSqlState(e.code))
  ) {
    return true;
  }
  if (
    typeof e.message === 'string' &&
    UNAVAILABLE_MESSAGES.some((re) => re.test(e.message as string))
  ) {
    return true;
  }
  // Connecting to a name with several addresses fails with an AggregateError of each attempt.
  if (
    Array.isArray(e.errors) &&
    e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  ) {
    return true;
  }
  return isDatabaseUnavailable(e.cause, depth + 1);
}
