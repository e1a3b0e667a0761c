import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Runs `run` once the page has painted what was just committed: the frame after the commit, then
 * a task. Returns what cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Renders `fallback` first and `children` (typically a lazy component) only from the frame after
 * the page has painted. The code of what sits below a page's first figures is then asked for
 * after them, and is never part of the page's first load nor delays it. `fallback` also shows
 * while that code loads.
 */
export function AfterPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  if (!painted) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
