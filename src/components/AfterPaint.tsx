import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `fallback` first and `children` (typically a lazy component) only from the frame after
 * the page has painted (the frame after the commit, then a task). The code of what sits below a
 * page's first figures is then asked for after them, and is never part of the page's first load
 * nor delays it. `fallback` also shows while that code loads.
 */
export function AfterPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  if (!painted) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
