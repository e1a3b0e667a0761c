import { matchPath } from 'react-router';
import { isAllowed } from '../access/policy';
import { dataProvider } from '../api/dataProvider';
import { firstListQuery } from '../api/listPrefetch';
import { createQueryClient } from '../api/queryClient';
import { currentRole, hasValidToken } from '../api/session';
import { i18n } from '../i18n';
import { preloadMainLayout } from '../layout/LazyMainLayout';
import { analyticsQuery, showsFigures } from '../pages/dashboard/analyticsQuery';
import { analyticsId } from '../pages/dashboard/period';
import { RESOURCES, toRefineResources } from '../resources';
import { dashboardResource } from '../resources/dashboard';
import { policyOf, type ResourceDefinition } from '../resources/types';

/** The list route of the address, among the resources the signed-in role may list. */
function listRouteOf(pathname: string, role: number | null): ResourceDefinition | undefined {
  return RESOURCES.find((def) => {
    const path = def.routes.list?.path;
    return path && matchPath(path, pathname) && isAllowed(role, policyOf(def), 'list');
  });
}

/**
 * Starts a signed-in first load's screen at boot, while React, Refine and the layout are still
 * on their way: the layout's and the page's code and texts, and the page's first read into the
 * query client the console then uses (the page's own key and data provider call, as the menu's
 * prefetch), so the page's first render has its rows or figures. Only an address without a query
 * string is read ahead: one with filters, a page or a period asks for something else. Returns
 * the client for <App>.
 */
export function startFirstRead(location: Pick<Location, 'pathname' | 'search'> = window.location) {
  const queryClient = createQueryClient();
  if (!hasValidToken()) return queryClient;
  void preloadMainLayout().catch(() => undefined);
  const role = currentRole();
  const def = listRouteOf(location.pathname, role);
  const page = def?.routes.list?.component;
  if (page && 'preload' in page && typeof page.preload === 'function') {
    void (page.preload as () => Promise<unknown>)().catch(() => undefined);
  }
  if (!def || location.search !== '') return queryClient;

  if (def.firstList) {
    // The labels are in the resources' meta, hence in the key: the same texts as <App> gives them.
    const resources = toRefineResources(RESOURCES, i18n.getFixedT(null, 'common'));
    const resource = resources.find((item) => item.name === def.name);
    if (resource) {
      void queryClient.prefetchQuery(
        firstListQuery(resource, resources, def.firstList, () => dataProvider),
      );
    }
  } else if (def === dashboardResource && showsFigures(role)) {
    void queryClient.prefetchQuery(analyticsQuery(analyticsId(null), dataProvider));
  }
  return queryClient;
}
