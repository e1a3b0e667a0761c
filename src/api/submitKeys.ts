import { IDEMPOTENCY_KEY_HEADER } from '../../contract';

/** How many unsettled writes keep their key (a user retries the last few, not hundreds). */
const KEPT = 50;

/**
 * A random key. `crypto.randomUUID` exists only in secure contexts (https, localhost): a console
 * served over plain http elsewhere makes its key from `getRandomValues`, which exists everywhere.
 */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A write's identity: the same call with the same values is the same submit. Files by name and size. */
export const writeSignature = (method: string, url: string, values: unknown): string =>
  `${method.toUpperCase()} ${url} ${JSON.stringify(values ?? null, (_key, value: unknown) =>
    value instanceof Blob
      ? `blob:${(value as File).name ?? ''}:${value.size}:${value.type}`
      : value,
  )}`;

/**
 * One Idempotency-Key per submit (docs/api.md, "Retries"): a create or door move sent again with
 * the same values after a failure that may have been stored (no reply, a timeout, a 5xx) reuses
 * its key, so the server answers with the first outcome instead of writing twice. A reply that
 * settles the write (a success, or a 4xx that stored nothing) lets the next submit have a new key.
 */
export class SubmitKeys {
  private readonly keys = new Map<string, string>();

  constructor(private readonly newKey: () => string = randomKey) {}

  /** The header of a write: its unsettled key again, or a new one. */
  headerFor(signature: string): Record<string, string> {
    let key = this.keys.get(signature);
    if (key === undefined) {
      key = this.newKey();
      this.keys.set(signature, key);
      if (this.keys.size > KEPT) this.keys.delete(this.keys.keys().next().value!);
    }
    return { [IDEMPOTENCY_KEY_HEADER]: key };
  }

  /** After the reply: only a failure that may have been stored keeps the key for the retry. */
  settle(signature: string, statusCode?: number): void {
    const mayBeStored =
      statusCode === undefined || statusCode === 0 || statusCode === 408 || statusCode >= 500;
    if (!mayBeStored) this.keys.delete(signature);
  }
}
