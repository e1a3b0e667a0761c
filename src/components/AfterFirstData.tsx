import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint, useFirstDataDrawn, useWatchFirstData } from '../hooks/firstDataDrawn';

/**
 * Renders `fallback` (holding the place) until the page's first data is on screen and the page
 * has painted since this mounted, then `children`, typically a lazy component whose code is asked
 * for only then: what sits beside a page's rows or figures never delays them, on a first load or
 * a later visit. `fallback` also shows while that code loads.
 */
export function AfterFirstData({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  useWatchFirstData();
  const drawn = useFirstDataDrawn();
  const [painted, setPainted] = useState(false);
  useEffect(() => (drawn ? afterNextPaint(() => setPainted(true)) : undefined), [drawn]);
  if (!painted) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
