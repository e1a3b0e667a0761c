import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/**
 * How long the page must go without a data request in flight before work that can wait (reading
 * the profile again) starts: a page's data, its lazy code and its charts come first.
 */
export const QUIET_PAGE_MS = 2_000;

/**
 * True once the page has had no data request in flight for `ms` and the browser is idle; it then
 * stays true for the life of the component.
 */
export function useQuietPage(ms: number = QUIET_PAGE_MS): boolean {
  const [quiet, setQuiet] = useState(false);
  const busy = useIsFetching() > 0;
  useEffect(() => {
    if (quiet || busy) return undefined;
    let cancelIdle = () => {};
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => setQuiet(true));
    }, ms);
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [quiet, busy, ms]);
  return quiet;
}
