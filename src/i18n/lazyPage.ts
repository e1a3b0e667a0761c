import { lazy, type ComponentType } from 'react';
import { i18n, type Namespace } from './index';

/**
 * A page loaded on demand together with its texts: the page's loading state stays until the
 * code AND its namespace are in, so a slow network never shows raw keys ("fields.name") where
 * the labels belong. Both load in parallel. A namespace that fails to load does not block the
 * page (i18next falls back to English, then to the keys). Every resource page is declared with it.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  namespace: Namespace | Namespace[],
) {
  return lazy(async () => {
    const [page] = await Promise.all([load(), i18n.loadNamespaces(namespace)]);
    return page;
  });
}
