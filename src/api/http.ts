import type { HttpError, ValidationErrors } from '@refinedev/core';
import { API_BASE } from '../../contract';
import { i18n } from '../i18n';
import { getToken } from './session';

/** The legacy client had no timeout; this one gives up after 30 s with a clear message. */
export const REQUEST_TIMEOUT_MS = 30_000;

declare global {
  interface Window {
    /**
     * Overrides the request timeout (ms) for this page, read at each call. Browser tests of a
     * failing server set it (before the console loads) so a hung call gives up in a second or
     * two, not 30. A build can set its default with VITE_REQUEST_TIMEOUT_MS.
     */
    __PARTYPASS_REQUEST_TIMEOUT_MS__?: number;
  }
}

const positive = (value: unknown): number | undefined => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** The timeout in force: the page's override, the build's setting, or 30 s. */
export const requestTimeoutMs = (): number =>
  positive(typeof window === 'undefined' ? undefined : window.__PARTYPASS_REQUEST_TIMEOUT_MS__) ??
  positive(import.meta.env.VITE_REQUEST_TIMEOUT_MS) ??
  REQUEST_TIMEOUT_MS;

export const apiBaseUrl = (): string => `${import.meta.env.VITE_API_URL ?? ''}${API_BASE}`;

const translate = (key: string, options?: Record<string, unknown>): string =>
  i18n.isInitialized ? i18n.t(key, { ns: 'common', ...options }) : key;

/** `{errors:[{field,message}]}` -> Refine's `{field: [message]}`, which useForm puts on the fields. */
export function toValidationErrors(errors: unknown): ValidationErrors | undefined {
  if (!Array.isArray(errors)) return undefined;
  const out: Record<string, string[]> = {};
  for (const item of errors) {
    if (!item || typeof item !== 'object') continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    (out[field] ??= []).push(message);
  }
  return Object.keys(out).length ? out : undefined;
}

const READ_METHODS = new Set(['get', 'head', 'options']);

/**
 * The message a write's failure shows in the notification when its field errors are shown on the
 * form's fields. This server's envelope message names the field for API clients
 * ("current_password: the current password is not correct", or several joined by "; "): a user
 * needs a sentence instead. One field error: its own sentence (right even where no form shows the
 * field, e.g. the picture upload); several: a pointer to the highlighted fields. A message that
 * names no field (legacy replies, "A user with this e-mail already exists") is kept as it is.
 */
export function formErrorMessage(message: string, errors: ValidationErrors): string {
  const fields = Object.keys(errors);
  const namesAField = message
    .split('; ')
    .some((part) => fields.some((field) => part.startsWith(`${field}: `)));
  if (!namesAField) return message;
  const sentences = Object.values(errors).flatMap((value) =>
    Array.isArray(value) ? value : typeof value === 'string' ? [value] : [],
  );
  return sentences.length === 1 ? sentences[0] : translate('errors.fields');
}

type Method = 'get' | 'head' | 'options' | 'post' | 'put' | 'patch' | 'delete';
type Params = Record<string, unknown>;

export interface HttpRequest {
  /** A path under /api/v1 ("/purchase/list"), or an absolute URL. */
  url: string;
  method?: string;
  /** JSON-encoded, except FormData, Blob and URLSearchParams, which are sent as they are. */
  data?: unknown;
  /** Query parameters; undefined and null are left out, a list is sent as `a,b` (DESIGN.md). */
  params?: Params;
  headers?: Record<string, string>;
}

export interface HttpResponse<T = unknown> {
  status: number;
  /** The parsed JSON body; a body that is not JSON as text; '' when there is none. */
  data: T;
}

/** Why a call failed, before it becomes Refine's HttpError (toHttpError). */
export class RequestFailure extends Error {
  constructor(
    readonly kind: 'timeout' | 'network' | 'status',
    readonly method: string,
    readonly url: string,
    readonly timeoutMs: number,
    readonly response?: HttpResponse,
  ) {
    super(`${method.toUpperCase()} ${url}: ${kind}${response ? ` ${response.status}` : ''}`);
    this.name = 'RequestFailure';
  }
}

/** Any failure of a call -> Refine's HttpError with the server's message and field errors. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof RequestFailure) {
    const response = error.response;
    if (!response) {
      if (error.kind === 'timeout') {
        return {
          name: 'TimeoutError',
          message: translate('errors.timeout', {
            seconds: Math.max(1, Math.round(error.timeoutMs / 1000)),
          }),
          statusCode: 408,
        };
      }
      return { name: 'NetworkError', message: translate('errors.network'), statusCode: 0 };
    }
    const body: unknown = response.data;
    let message: string | undefined;
    let errors: ValidationErrors | undefined;
    if (typeof body === 'string' && body.trim() !== '') {
      message = body.trim();
    } else if (body && typeof body === 'object') {
      const record = body as { message?: unknown; errors?: unknown };
      if (typeof record.message === 'string' && record.message.trim() !== '') {
        message = record.message;
      }
      errors = toValidationErrors(record.errors);
    }
    const isWrite = !READ_METHODS.has(error.method);
    if (message && errors && isWrite) message = formErrorMessage(message, errors);
    return {
      name: 'HttpError',
      message: message ?? translate('errors.status', { status: response.status }),
      statusCode: response.status,
      ...(errors ? { errors } : {}),
      body,
    };
  }
  if (error instanceof Error) {
    return { name: error.name, message: error.message, statusCode: 0 };
  }
  return { name: 'Error', message: translate('errors.unknown'), statusCode: 0 };
}

const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\//i;

/** The request's full URL: base + path + query (kept after any query the path already has). */
export function requestUrl(url: string, params?: Params): string {
  const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  const full = new URL(ABSOLUTE.test(url) ? url : `${apiBaseUrl()}${url}`, base);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value)
      ? value.map(String).join(',')
      : value instanceof Date
        ? value.toISOString()
        : String(value);
    full.searchParams.append(key, text);
  }
  return full.href;
}

const isRawBody = (data: unknown): data is BodyInit =>
  data instanceof FormData || data instanceof Blob || data instanceof URLSearchParams;

/** JSON when it parses (whatever the content type, as the legacy server is loose), else text. */
const parseBody = (text: string): unknown => {
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

async function send(request: HttpRequest): Promise<HttpResponse> {
  const method = (request.method ?? 'get').toLowerCase() as Method;
  const url = requestUrl(request.url, request.params);
  const timeoutMs = requestTimeoutMs();
  const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
  for (const [key, value] of Object.entries(request.headers ?? {})) headers.set(key, value);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (request.data !== undefined && !READ_METHODS.has(method)) {
    if (isRawBody(request.data)) {
      body = request.data; // the browser writes the multipart boundary itself
    } else {
      body = JSON.stringify(request.data);
      headers.set('Content-Type', 'application/json');
    }
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let answer: { ok: boolean; status: number; text: string };
  try {
    const res = await fetch(url, {
      method: method.toUpperCase(),
      headers,
      body,
      signal: controller.signal,
    });
    answer = { ok: res.ok, status: res.status, text: await res.text() };
  } catch {
    throw new RequestFailure(
      controller.signal.aborted ? 'timeout' : 'network',
      method,
      url,
      timeoutMs,
    );
  } finally {
    clearTimeout(timer);
  }
  const response: HttpResponse = { status: answer.status, data: parseBody(answer.text) };
  if (!answer.ok) throw new RequestFailure('status', method, url, timeoutMs, response);
  return response;
}

export interface HttpClient {
  request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, options?: { params?: Params }): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string): Promise<HttpResponse<T>>;
}

/**
 * The console's client on the browser's fetch: bearer token, timeout, JSON, and every failure
 * logged (SPEC §8) and rejected as Refine's HttpError. (axios did the same for 22 KB more on
 * every signed-in page: docs/performance.md.)
 */
export function createHttp(): HttpClient {
  const request = async <T>(req: HttpRequest): Promise<HttpResponse<T>> => {
    try {
      return (await send(req)) as HttpResponse<T>;
    } catch (error) {
      const httpError = toHttpError(error);
      console.error(
        `[api] ${(req.method ?? 'get').toUpperCase()} ${req.url} failed:`,
        httpError.statusCode,
        httpError.message,
      );
      throw httpError;
    }
  };
  return {
    request,
    get: (url, options) => request({ url, method: 'get', params: options?.params }),
    post: (url, data) => request({ url, method: 'post', data }),
    patch: (url, data) => request({ url, method: 'patch', data }),
    delete: (url) => request({ url, method: 'delete' }),
  };
}

/** The one HTTP client of the console. */
export const http = createHttp();

export const isHttpError = (value: unknown): value is HttpError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as HttpError).statusCode === 'number' &&
  typeof (value as HttpError).message === 'string';
