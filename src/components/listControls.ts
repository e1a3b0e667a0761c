import { useEffect, useSyncExternalStore } from 'react';
import { afterNextPaint } from './AfterPaint';

type ListControls = typeof import('./listControlsModule');

let loaded: ListControls | undefined;
let loading: Promise<ListControls> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads antd's Table and Select for the resource lists (once; later lists have them at once).
 * Until they are in, a list shows its first rows as a plain table (FirstRows) and its filters as
 * still boxes (FilterSelect): what a list loads before it can show its rows is then ~66 KB gzip
 * less (docs/performance.md part 1f). Asked for by useLoadListControls once the first rows (or
 * the list's error) are painted.
 */
export function loadListControls(): Promise<ListControls> {
  loading ??= import('./listControlsModule').then(
    (controls) => {
      loaded = controls;
      listeners.forEach((notify) => notify());
      return controls;
    },
    (error: unknown) => {
      // A failed download is tried again by the next list that asks.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};
const current = () => loaded;

/** antd's Table and Select once loaded, else undefined (draw the stand-in). */
export const useListControls = (): ListControls | undefined =>
  useSyncExternalStore(subscribe, current, current);

/**
 * Asks for the controls once `settled` (the rows, or the error, are drawn) and the page has
 * painted. On failure what is drawn stays; the next list asks again.
 */
export function useLoadListControls(settled: boolean): void {
  useEffect(() => {
    if (!settled) return;
    return afterNextPaint(() => void loadListControls().catch(() => undefined));
  }, [settled]);
}
