/**
 * Every error leaves the server as the envelope of DESIGN.md:
 *   `{status:"failed", message, errors?: [{field, message}]}`
 * Routes throw `httpError(status, message, errors?)` (or the shorthands below); validation,
 * parser, size, media-type, rate-limit and not-found errors are turned into the same shape here.
 * A lost database (refused or dropped connections, PostgreSQL shutting down) is 503
 * "Database unavailable, try again in a moment" with `Retry-After`: the client may retry, and the
 * server recovers by itself when the database answers again (docs/operations.md).
 * Anything unexpected becomes 500 "Something went wrong", logged with the request id; the reply
 * never carries a stack trace and is never an HTML page.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { INSTITUTION_MESSAGES, type ErrorReply, type FieldError } from '../contract';
import { isDatabaseUnavailable, isStorageFault } from './db/availability';

export const DATABASE_UNAVAILABLE = 'Database unavailable, try again in a moment';
/** Seconds a client should wait before retrying after a 503. */
export const RETRY_AFTER_UNAVAILABLE = '5';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldError[];
  /** Why a session ended (a 401 of the guard only). */
  readonly reason?: string;
  /** The record as it is now (the 409 of a stale edit only). */
  data?: unknown;
  /** The ETag of that record. */
  etag?: string;
  /** Seconds the client should wait before trying again (sent as `Retry-After`). */
  readonly retryAfter?: number;
  constructor(
    statusCode: number,
    message: string,
    errors?: FieldError[],
    reason?: string,
    retryAfter?: number,
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.reason = reason;
    this.retryAfter = retryAfter;
  }
}

export const httpError = (statusCode: number, message: string, errors?: FieldError[]) =>
  new HttpError(statusCode, message, errors);

export const badRequest = (message: string, errors?: FieldError[]) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string, reason?: string) =>
  new HttpError(401, message, undefined, reason);
export const forbidden = (message = 'Access denied') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldError[]) =>
  new HttpError(409, message, errors);

/**
 * An error about one field: the envelope's message names the field ("cover_photo: ..."), the
 * field error carries the sentence the form shows under that field.
 */
export const fieldHttpError = (status: number, field: string, message: string) =>
  httpError(status, `${field}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, [
    { field, message },
  ]);

/** The body as a whole is wrong (not an object, not parseable): the field is `body`. */
export const bodyHttpError = (status: number, message: string) =>
  httpError(status, message, [{ field: 'body', message }]);

export const errorBody = (message: string, errors?: FieldError[]): ErrorReply =>
  errors && errors.length > 0
    ? { status: 'failed', message, errors }
    : { status: 'failed', message };

/** Human label of a field for "X is required" (the field name itself stays in `field`). */
const FIELD_LABELS: Record<string, string> = { email: 'E-mail' };
export function fieldLabel(field: string): string {
  const last = field.split('.').pop() || field;
  if (FIELD_LABELS[last]) return FIELD_LABELS[last];
  const words = last.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** Zod/Fastify validation issues -> `[{field, message}]` with the field path joined by '.'. */
export function validationFieldErrors(issues: ValidationIssue[], context?: string): FieldError[] {
  return issues.map((issue) => {
    const pathText = (issue.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean);
    const field = pathText.length > 0 ? pathText.join('.') : context || 'body';
    let message = issue.message || 'Invalid value';
    const missing = issue.keyword === 'invalid_type' && /received undefined/i.test(message);
    if (missing || issue.keyword === 'required') message = `${fieldLabel(field)} is required`;
    return { field, message };
  });
}

const summary = (errors: FieldError[]) =>
  errors
    .map((e) =>
      e.message.toLowerCase().includes(fieldLabel(e.field).toLowerCase())
        ? e.message
        : `${e.field}: ${e.message}`,
    )
    .join('; ');

const PARSER_MESSAGES: Record<string, [number, string]> = {
  // Also a body with a `__proto__` or `constructor.prototype` key (prototype poisoning).
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported media type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid content length'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large (5 MB at most)'],
  FST_PARTS_LIMIT: [413, 'Too many parts in the form'],
  FST_FILES_LIMIT: [413, 'Too many files in the form'],
  FST_FIELDS_LIMIT: [413, 'Too many fields in the form'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'The request is not multipart'],
  FST_PROTO_VIOLATION: [400, 'Field names such as __proto__, constructor or toString are refused'],
};

/** SQLSTATE class 22, "data exception": numeric out of range, invalid date, bad encoding... */
const DATA_EXCEPTION_CLASS = '22';
export const DATA_EXCEPTION_MESSAGE = 'A value is out of range or not valid';

/** The SQLSTATE of a database error (drizzle wraps the driver's error in `cause`). */
function databaseErrorCode(error: unknown): string | undefined {
  const err = error as { code?: unknown; cause?: { code?: unknown } } | null;
  for (const code of [err?.code, err?.cause?.code]) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Unique indexes whose violation is the client's error, with the field it names: a write that
 * raced past its route's own check gets the same 409 as one the check caught.
 */
const UNIQUE_FIELDS: Record<string, FieldError> = {
  institutions_email_lower_uq: { field: 'email', message: INSTITUTION_MESSAGES.emailTaken },
};

/** The field a unique violation names, when its index is one of UNIQUE_FIELDS. */
function uniqueFieldError(error: unknown): FieldError | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const err = error as { constraint?: unknown; cause?: { constraint?: unknown } };
  const name = err.constraint ?? err.cause?.constraint;
  return typeof name === 'string' ? UNIQUE_FIELDS[name] : undefined;
}

/** Errors of Fastify's router, before any route runs (see `frameworkErrors` in app.ts). */
const URL_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'The URL is not valid (malformed percent-encoding)'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'A part of the URL path is too long'],
};

/** Maps any thrown value to `[statusCode, body]`. Exported for tests. */
export function toErrorReply(error: unknown): [number, ErrorReply & { data?: unknown }] {
  if (error instanceof HttpError) {
    const body = errorBody(error.message, error.errors);
    return [
      error.statusCode,
      {
        ...body,
        ...(error.reason ? { reason: error.reason } : {}),
        ...(error.data !== undefined ? { data: error.data } : {}),
      },
    ];
  }
  const err = error as FastifyError & { validationContext?: string };
  if (hasZodFastifySchemaValidationErrors(err) || (err && Array.isArray(err.validation))) {
    const errors = validationFieldErrors(
      err.validation as ValidationIssue[],
      err.validationContext,
    );
    return [400, errorBody(summary(errors) || 'Invalid request', errors)];
  }
  if (err && typeof err.code === 'string' && PARSER_MESSAGES[err.code]) {
    // The body as a whole is wrong: the field is `body`, as for a body that fails its schema.
    const [status, message] = PARSER_MESSAGES[err.code];
    return [status, errorBody(message, [{ field: 'body', message }])];
  }
  if (err && typeof err.code === 'string' && URL_MESSAGES[err.code]) {
    const [status, message] = URL_MESSAGES[err.code];
    return [status, errorBody(message, [{ field: 'path', message }])];
  }
  const unique = uniqueFieldError(err);
  if (unique) return [409, errorBody(unique.message, [unique])];
  const dbCode = databaseErrorCode(err);
  if (dbCode?.startsWith(DATA_EXCEPTION_CLASS)) {
    // Defence in depth: a value the input checks let through but PostgreSQL refuses (out of
    // range, not a valid date...) is the client's error, never a 500. Fields are checked first,
    // so this is not expected to be reached; the property tests would flag its missing field.
    return [400, errorBody(DATA_EXCEPTION_MESSAGE)];
  }
  if (err && err.statusCode === 429) {
    return [429, errorBody(err.message || 'Too many requests, try again later')];
  }
  if (err && typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
    // Other client errors raised by Fastify or a plugin: their messages are written for clients.
    return [err.statusCode, errorBody(err.message || 'Bad request')];
  }
  if (isDatabaseUnavailable(error)) return [503, errorBody(DATABASE_UNAVAILABLE)];
  return [500, errorBody('Something went wrong')];
}

/** The driver's own message (drizzle's wrapper repeats the query and its parameters). */
function rootCause(error: unknown): string {
  let e = error as { cause?: unknown; message?: string; code?: string } | undefined;
  while (e && e.cause && typeof e.cause === 'object') e = e.cause as typeof e;
  return [e?.code, e?.message].filter(Boolean).join(' ');
}

/** Fastify's `frameworkErrors` option: router errors get the envelope too. */
export function sendFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [statusCode, body] = toErrorReply(error);
  void reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** `onStorageFault`: told of each disk-full or I/O fault (for /api/health's "degraded"). */
export function registerErrorHandling(app: FastifyInstance, onStorageFault?: () => void): void {
  app.setErrorHandler((error, request: FastifyRequest, reply: FastifyReply) => {
    const [statusCode, body] = toErrorReply(error);
    if (statusCode === 503 && isStorageFault(error)) onStorageFault?.();
    if (statusCode === 503) {
      // Expected while the database is down: one line per request, no stack trace.
      request.log.warn({ cause: rootCause(error) }, 'database unavailable');
      reply.header('retry-after', RETRY_AFTER_UNAVAILABLE);
    } else if (statusCode >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    } else {
      request.log.info({ statusCode, message: body.message }, 'request failed');
    }
    if (error instanceof HttpError && error.retryAfter !== undefined) {
      reply.header('retry-after', String(error.retryAfter));
    }
    if (statusCode === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    if (error instanceof HttpError && error.etag) reply.header('etag', error.etag);
    void reply.code(statusCode).type('application/json; charset=utf-8').send(body);
  });
}

/**
 * A PostgreSQL unique violation (23505), as node-postgres raises it or drizzle wraps it: a
 * concurrent write that slipped past a route's own check still hits the constraint.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
