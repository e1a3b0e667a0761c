import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/*
 * Developer tools, in `npm run dev` only. `import.meta.env.DEV` is replaced by `false` in a
 * production build, so the dynamic imports below are dropped and the devtools packages add no
 * byte to dist/ (checked in docs/development.md). Unit tests run in development mode too: the
 * `test` mode keeps them off there (no devtools server to talk to).
 */
const ENABLED = import.meta.env.DEV && import.meta.env.MODE !== 'test';

const Shell: ComponentType<{ children: ReactNode }> | null = ENABLED
  ? lazy(() => import('./DevtoolsShell'))
  : null;
const Panels: ComponentType | null = ENABLED ? lazy(() => import('./DevtoolsPanels')) : null;

/** Wraps <Refine>: Refine's DevtoolsProvider in development, nothing otherwise. */
export function DevtoolsRoot({ children }: { children: ReactNode }) {
  if (!Shell) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <Shell>{children}</Shell>
    </Suspense>
  );
}

/** Inside <Refine> (it needs Refine's QueryClient): Refine's and TanStack Query's panels. */
export function DevtoolsPanels() {
  if (!Panels) return null;
  return (
    <Suspense fallback={null}>
      <Panels />
    </Suspense>
  );
}
