/**
 * For tests of what waits for the page's data (src/hooks/useQuietPage.ts,
 * src/hooks/firstDataDrawn.ts): a page whose data request (keyed as Refine keys a list) stays in
 * flight until answered, fake timers with an idle callback, and a step of time.
 */
import { useQuery } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

let answer: () => void = () => undefined;

/** A page whose data request stays in flight until `answerPageData` is called. */
export function PageWithData() {
  useQuery({
    queryKey: ['data', 'default', 'purchases', 'list'],
    queryFn: () => new Promise<string>((resolve) => (answer = () => resolve('rows'))),
  });
  return null;
}

export const answerPageData = () => act(async () => answer());

/** Fake timers for every test of the file, with requestIdleCallback on them. */
export function withIdleFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (run: () => void) => window.setTimeout(run, 1));
    vi.stubGlobal('cancelIdleCallback', (id: number) => window.clearTimeout(id));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** Lets timers, the idle callback, lazy imports and React's updates run. */
export const pass = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};
