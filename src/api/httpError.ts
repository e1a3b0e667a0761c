import type { HttpError, ValidationErrors } from '@refinedev/core';
import { AxiosError } from 'axios';
import { versionOfEtag } from '../../contract/versions';
import { i18n } from '../i18n';

const translate = (key: string, options?: Record<string, unknown>): string =>
  i18n.isInitialized ? i18n.t(key, { ns: 'common', ...options }) : key;

/**
 * Statuses with a sentence of their own when the reply carries no message (a proxy's page); any
 * other gets a plain sentence too, never the number (a user cannot act on it).
 */
const STATUS_MESSAGES = new Set([401, 403, 404, 409, 413, 415, 429]);

const statusMessage = (status: number): string =>
  translate(STATUS_MESSAGES.has(status) ? `errors.status${status}` : 'errors.status');

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

/** What `fieldErrorsOnly` reads of antd's FormInstance: the fields the form has. */
interface FormFields {
  getFieldsError(): { name: (string | number)[] }[];
}

/**
 * Refine's `errorNotification` for a form's save: no toast when every field error of the reply
 * is on a field of this form (`@refinedev/antd`'s useForm puts it there, and it shows once);
 * otherwise Refine's default, which the notification provider turns into one plain message.
 * A field error for a field the form does not have would be lost on the form: it gets the toast.
 */
export const fieldErrorsOnly =
  (form: FormFields) =>
  (error?: HttpError): false | undefined => {
    const fields = Object.keys(error?.errors ?? {});
    if (fields.length === 0) return undefined;
    const onForm = new Set(form.getFieldsError().map(({ name }) => name.join('.')));
    return fields.every((field) => onForm.has(field)) ? false : undefined;
  };

const READ_METHODS = new Set(['get', 'head', 'options']);

/** The server's own words: the envelope's `message`, or a plain-text body (not an HTML page). */
function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const text = body.trim();
    return text !== '' && !text.startsWith('<') ? text : undefined;
  }
  if (body && typeof body === 'object') {
    const { message } = body as { message?: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/** A reply's failure -> Refine's HttpError with the server's message and field errors. */
function fromResponse(status: number, body: unknown, method: string, etag?: string): HttpError {
  // A stale edit's 409 names the current version: "Save mine anyway" sends that one.
  const version = versionOfEtag(etag);
  const errors =
    body && typeof body === 'object'
      ? toValidationErrors((body as { errors?: unknown }).errors)
      : undefined;
  let message = messageOf(body);
  if (message && errors && !READ_METHODS.has(method)) message = formErrorMessage(message, errors);
  return {
    name: 'HttpError',
    message: message ?? statusMessage(status),
    statusCode: status,
    ...(errors ? { errors } : {}),
    ...(version !== undefined ? { version } : {}),
    body,
  };
}

/** Any failure of an axios call -> Refine's HttpError (what every hook and form reads). */
export function toHttpError(error: unknown): HttpError {
  if (!(error instanceof AxiosError)) {
    if (error instanceof Error) return { name: error.name, message: error.message, statusCode: 0 };
    return { name: 'Error', message: translate('errors.unknown'), statusCode: 0 };
  }
  const method = (error.config?.method ?? 'get').toLowerCase();
  if (error.response) {
    const etag = (error.response.headers as { get?: (name: string) => unknown }).get?.('etag');
    return fromResponse(
      error.response.status,
      error.response.data,
      method,
      typeof etag === 'string' ? etag : undefined,
    );
  }
  if (error.code === AxiosError.ETIMEDOUT || error.code === AxiosError.ECONNABORTED) {
    const seconds = Math.max(1, Math.round((error.config?.timeout ?? 0) / 1000));
    return {
      name: 'TimeoutError',
      message: translate('errors.timeout', { seconds }),
      statusCode: 408,
    };
  }
  if (error.code === AxiosError.ERR_CANCELED) {
    // Refine's signal: the page that asked is gone, nobody reads this.
    return { name: 'AbortError', message: error.message, statusCode: 0 };
  }
  return { name: 'NetworkError', message: translate('errors.network'), statusCode: 0 };
}

export const isHttpError = (value: unknown): value is HttpError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as HttpError).statusCode === 'number' &&
  typeof (value as HttpError).message === 'string';
