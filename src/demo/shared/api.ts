import type { DemoErrorBody } from '../../../mocks/demo/types';
import { demoReady } from './ready';

/** A failed call to the demo fake: its status and the message of its body. */
export class DemoRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DemoRequestError';
  }
}

/**
 * Calls the demo fake (`/api/data/...`, answered by the MSW worker): GET without a body, POST with
 * one. Same origin on purpose: the worker answers in the browser, whatever VITE_API_URL says.
 */
export async function demoRequest<T>(path: string, body?: unknown): Promise<T> {
  await demoReady();
  const url = new URL(path, window.location.origin);
  const res = await fetch(
    url,
    body === undefined
      ? undefined
      : {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        },
  );
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (data as Partial<DemoErrorBody> | null)?.message ?? res.statusText;
    console.error(`Demo call ${path} failed`, res.status, message);
    throw new DemoRequestError(res.status, message);
  }
  return data as T;
}
