import { DevtoolsProvider } from '@refinedev/devtools';
import type { ReactNode } from 'react';

/**
 * The devtools server's address: the page's host (so a dev server opened from another machine on
 * the trusted network still connects) on REFINE_DEVTOOLS_PORT, which scripts/dev.mjs hands to
 * vite as VITE_REFINE_DEVTOOLS_PORT.
 */
const port = import.meta.env.VITE_REFINE_DEVTOOLS_PORT || '5001';
const url = `${window.location.protocol}//${window.location.hostname}:${port}`;

export default function DevtoolsShell({ children }: { children: ReactNode }) {
  return <DevtoolsProvider url={url}>{children}</DevtoolsProvider>;
}
