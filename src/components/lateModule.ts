import { useEffect, useSyncExternalStore } from 'react';
import { afterNextPaint } from './AfterPaint';

/** Controls a page draws once its first content is on screen, loaded once for every page. */
export interface LateModule<M> {
  /** Starts the download (once); a failed one is tried again by the next call. */
  load: () => Promise<M>;
  /** The module once loaded, else undefined: draw the stand-in. */
  use: () => M | undefined;
  /** Asks for the module once `settled` and the page has painted; on failure nothing changes. */
  useLoadAfterPaint: (settled: boolean) => void;
}

/**
 * A module of antd controls kept out of a page's first load (listControls.ts, formControls.ts):
 * until it is in, the page draws stand-ins of the same size; the components that use it draw
 * again when it arrives.
 */
export function lateModule<M>(importer: () => Promise<M>): LateModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (notify: () => void) => {
    listeners.add(notify);
    return () => listeners.delete(notify);
  };
  const current = () => loaded;
  const notLoaded = () => undefined;

  const load = () => {
    loading ??= importer().then(
      (module) => {
        loaded = module;
        listeners.forEach((notify) => notify());
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  return {
    load,
    // A server render (the build's drawings, scripts/vite-static-screens.ts) draws the stand-in, as
    // a first load does, even where the module is in (the console's tests load it up front).
    use: () => useSyncExternalStore(subscribe, current, notLoaded),
    useLoadAfterPaint: (settled) =>
      useEffect(() => {
        if (!settled) return;
        return afterNextPaint(() => void load().catch(() => undefined));
      }, [settled]),
  };
}
