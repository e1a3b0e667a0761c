import { lazy } from 'react';
import { i18n } from '../i18n';

let loading: Promise<{ default: typeof import('./MainLayout').MainLayout }> | undefined;

/**
 * The main layout's code (menu, command palette, customizer) and the demo menu labels its sider
 * shows, loaded once: by the signed-in routes, or ahead at boot (src/routes/firstRead.ts). A
 * failed load is tried again by the next call.
 */
export const preloadMainLayout = () =>
  (loading ??= Promise.all([
    import('./MainLayout'),
    import.meta.env.VITE_DEMO_APPS !== 'false' ? i18n.loadNamespaces('demo') : null,
  ]).then(
    ([m]) => ({ default: m.MainLayout }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/** Its own chunk: the login page never loads it. */
export const LazyMainLayout = lazy(preloadMainLayout);
