/**
 * A small HTTP client for the drills: every call settles (a status and the parsed body, or the
 * network error), never throws, and gives up after `timeoutMs`, so a hanging server shows up as
 * `error: 'timeout'` instead of a stuck test.
 */
import { API_BASE, paths } from '../../contract';
import { DEMO_PASSWORD } from '../../server/db/seed';

export const ADMIN_EMAIL = 'admin@partypass.test';
export { DEMO_PASSWORD };

export interface Outcome {
  status?: number;
  body?: { status?: string; message?: string; data?: unknown; token?: string } & Record<
    string,
    unknown
  >;
  headers?: Headers;
  /** Network failure or 'timeout' when there was no reply. */
  error?: string;
  ms: number;
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  timeoutMs?: number;
  /** More request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

export async function call(
  baseUrl: string,
  pathname: string,
  { method = 'GET', token, body, timeoutMs = 20_000, headers }: CallOptions = {},
): Promise<Outcome> {
  const started = performance.now();
  const url = pathname.startsWith('/api/') ? pathname : `${API_BASE}${pathname}`;
  try {
    const res = await fetch(baseUrl + url, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: Outcome['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { raw: text };
    }
    return {
      status: res.status,
      body: parsed,
      headers: res.headers,
      ms: performance.now() - started,
    };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string; message?: string } };
    const reason =
      e.name === 'TimeoutError' ? 'timeout' : (e.cause?.code ?? e.cause?.message ?? e.message);
    return { error: reason, ms: performance.now() - started };
  }
}

export async function login(baseUrl: string, email = ADMIN_EMAIL): Promise<string> {
  const res = await call(baseUrl, paths.login, {
    method: 'POST',
    body: { email, password: DEMO_PASSWORD },
  });
  if (res.status !== 200 || !res.body?.token) {
    throw new Error(
      `login as ${email} failed: ${res.status ?? res.error} ${JSON.stringify(res.body)}`,
    );
  }
  return res.body.token;
}

export const ok = (outcome: Outcome) =>
  outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;

/** The p-th percentile (0-100) of `values`, for the printed tables. */
export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
