import { lazy, type ComponentType } from 'react';
import { i18n, type Namespace } from './index';

/**
 * A page loaded on demand together with its texts: the page's loading state stays until the
 * code AND its namespace are in, so a slow network never shows raw keys ("fields.name") where
 * the labels belong. Both load in parallel. A namespace that fails to load does not block the
 * page (i18next falls back to English, then to the keys). Every resource page is declared with it.
 * `preload()` starts the same loading early (the menu calls it when a link is pointed at or
 * focused); a failed load is tried again by the next call.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  namespace: Namespace | Namespace[],
) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), i18n.loadNamespaces(namespace)]).then(
      ([page]) => page,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload });
}
