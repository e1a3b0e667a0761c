import { lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** Set once the first screen has drawn a component loaded here. */
let firstScreenDrawn = false;

/**
 * Like React.lazy, but on the first screen it does not suspend: it draws `fallback` until the
 * module is in, then its component, through a plain state update. React 19 shows a Suspense
 * boundary's content no sooner than 300 ms after the boundary showed its fallback, however early
 * the module arrives; the main layout and then the page each waited for that on every first load
 * (docs/performance.md, part 2g). Once the first screen is drawn it is React.lazy, so a
 * navigation keeps the page on screen until the next one is in. A module that fails to load
 * throws at render, to the nearest error boundary, as with lazy.
 */
export function lazyLoaded<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode,
): LazyLoaded<P> {
  let loaded: ComponentType<P> | undefined;
  let started: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (started ??= load().then((m) => {
      loaded = m.default;
      return m.default;
    }));
  const Lazy = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;

  function Loaded(props: P) {
    const [drawn, setDrawn] = useState<ComponentType<P> | undefined>(() => loaded);
    const [onFirstScreen] = useState(() => !firstScreenDrawn);
    const [error, setError] = useState<unknown>();
    // Asked for while rendering, as React.lazy does: the effect would start it a commit later.
    if (!drawn && onFirstScreen) void preload().catch(() => undefined);
    useEffect(() => {
      if (drawn || !onFirstScreen) return;
      let live = true;
      preload().then(
        (c) => live && setDrawn(() => c),
        (e: unknown) => live && setError(() => e),
      );
      return () => {
        live = false;
      };
    }, [drawn, onFirstScreen]);
    useEffect(() => {
      // After this commit: a page drawn in the same commit as the layout is still on it.
      if (drawn && !firstScreenDrawn) setTimeout(() => (firstScreenDrawn = true));
    }, [drawn]);
    if (error) throw error;
    if (drawn) {
      const Component = drawn;
      return <Component {...props} />;
    }
    return onFirstScreen ? fallback : <Lazy {...props} />;
  }
  return Object.assign(Loaded, { preload });
}

/** A component of lazyLoaded: `preload()` starts its module before anything draws it. */
export type LazyLoaded<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>;
};

/** Whether the console's first screen is still being drawn (nothing loaded here drawn yet). */
export const isFirstScreen = (): boolean => !firstScreenDrawn;

/** For tests: the next component loaded here is on a first screen again. */
export function resetFirstScreen() {
  firstScreenDrawn = false;
}
