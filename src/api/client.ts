import type { HttpError } from '@refinedev/core';
import axios, { type AxiosInstance } from 'axios';
import { API_BASE, paths } from '../../contract';
import { toHttpError } from './httpError';
import { clearSession, getToken } from './session';
import { saveSessionEnd, sessionEndOf } from './sessionEnd';

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

/** `/api/v1` on this origin, or on the server `VITE_API_URL` names. */
export const apiBaseUrl = (): string => `${import.meta.env.VITE_API_URL ?? ''}${API_BASE}`;

/** The whole address on a page (a fetch outside a browser takes no relative one). */
const onThisPage = (url: string): string =>
  typeof window === 'undefined' ? url : new URL(url, window.location.href).href;

/** DESIGN.md's query: undefined and null are left out, a list goes as `a,b`, a date as ISO. */
export function serializeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value)
      ? value.map(String).join(',')
      : value instanceof Date
        ? value.toISOString()
        : String(value);
    search.append(key, text);
  }
  return search.toString();
}

/** The one call that may leave without a token. */
const isSignIn = (url: string | undefined) => url === paths.login;

/** The message of a call asked for once the session is gone: it is never sent. */
export const NO_SESSION = 'No session: the call was not sent';

/** The failure of such a call: a 401, so it leads to the sign-in page like the server's own. */
class NoSessionError extends Error {
  constructor() {
    super(NO_SESSION);
    this.name = 'NoSession';
  }
}
const noSession = (): HttpError => ({ name: 'NoSession', message: NO_SESSION, statusCode: 401 });

/**
 * The console's one HTTP client. Requests carry the session's bearer token and the timeout in
 * force; every failure is logged (SPEC §8) and rejected as Refine's HttpError.
 * Once the session is gone no call leaves without a token (a page or a refresh still asking gets
 * a 401 of its own, not sent): the server's answer to such a call ("no token provided") would
 * hide why the session ended. A 401 to a call that carried a token ends the session at
 * once, keeping the server's reason for the sign-in page; authProvider.onError then leads there.
 */
export function createApiClient(): AxiosInstance {
  const client = axios.create({
    baseURL: onThisPage(apiBaseUrl()),
    // axios's fetch adapter: its timeout aborts the call itself, as Refine's signal does.
    adapter: 'fetch',
    paramsSerializer: { serialize: serializeParams },
    // A timeout fails as ETIMEDOUT, told apart from a call aborted by Refine's signal.
    transitional: { clarifyTimeoutError: true },
  });
  client.interceptors.request.use((config) => {
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    else if (!isSignIn(config.url)) throw new NoSessionError();
    config.timeout ||= requestTimeoutMs();
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (error instanceof NoSessionError) return Promise.reject(noSession());
    const httpError = toHttpError(error);
    const sent = (
      error as { config?: { url?: string; headers?: { has?: (h: string) => boolean } } }
    ).config;
    const carriedToken = sent?.headers?.has?.('Authorization') ?? false;
    if (httpError.statusCode === 401 && carriedToken && sent?.url !== paths.logout && getToken()) {
      saveSessionEnd(sessionEndOf((httpError as { body?: unknown }).body));
      clearSession();
    }
    if (httpError.name !== 'AbortError') {
      const config = (error as { config?: { method?: string; url?: string } }).config;
      console.error(
        `[api] ${(config?.method ?? 'get').toUpperCase()} ${config?.url ?? ''} failed:`,
        httpError.statusCode,
        httpError.message,
      );
    }
    return Promise.reject(httpError);
  });
  return client;
}

export const api = createApiClient();
