import axios, { AxiosError, type AxiosInstance } from 'axios';
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

const isTimeout = (error: AxiosError): boolean =>
  error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;

/** Any failure of a call -> Refine's HttpError with the server's message and field errors. */
export function toHttpError(error: unknown): HttpError {
  if (axios.isAxiosError(error)) {
    const response = error.response;
    if (!response) {
      if (isTimeout(error)) {
        return {
          name: 'TimeoutError',
          message: translate('errors.timeout', {
            seconds: Math.max(1, Math.round((error.config?.timeout ?? requestTimeoutMs()) / 1000)),
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
    const isWrite = !READ_METHODS.has((error.config?.method ?? 'get').toLowerCase());
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

export function createHttp(): AxiosInstance {
  const instance = axios.create({ baseURL: apiBaseUrl(), timeout: REQUEST_TIMEOUT_MS });
  instance.interceptors.request.use((config) => {
    config.timeout = requestTimeoutMs();
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => {
    const httpError = toHttpError(error);
    // SPEC §8: failed responses are logged to the console.
    const config = axios.isAxiosError(error) ? error.config : undefined;
    console.error(
      `[api] ${config?.method?.toUpperCase() ?? ''} ${config?.url ?? ''} failed:`,
      httpError.statusCode,
      httpError.message,
    );
    return Promise.reject(httpError);
  });
  return instance;
}

/** The one HTTP client of the console. */
export const http = createHttp();

export const isHttpError = (value: unknown): value is HttpError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as HttpError).statusCode === 'number' &&
  typeof (value as HttpError).message === 'string';
