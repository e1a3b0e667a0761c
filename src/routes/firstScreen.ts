import { matchRoutes, type RouteObject } from 'react-router';
import { isAllowed } from '../access/policy';
import { startFirstList } from '../api/firstList';
import { currentRole, hasValidToken } from '../api/session';
import { prepareFormatters } from '../i18n/format';
import {
  policyOf,
  type ResourceAction,
  type ResourceDefinition,
  type ResourceRoute,
} from '../resources/types';

/** The actions whose routes a resource may have, in the order AppRoutes declares them. */
export const ROUTE_ACTIONS: readonly ResourceAction[] = ['list', 'create', 'show', 'edit'];

interface RoutePage {
  resource: ResourceDefinition;
  action: ResourceAction;
  route: ResourceRoute;
}

const tables = new WeakMap<readonly ResourceDefinition[], RouteObject[]>();
/** The resources' routes as React Router matches them, each with its page. */
function routesOf(resources: readonly ResourceDefinition[]): RouteObject[] {
  let routes = tables.get(resources);
  if (!routes) {
    routes = resources.flatMap((resource) =>
      ROUTE_ACTIONS.flatMap((action) => {
        const route = resource.routes[action];
        return route ? [{ path: route.path, handle: { resource, action, route } }] : [];
      }),
    );
    tables.set(resources, routes);
  }
  return routes;
}

/** The resource page at `pathname`, as <Routes> ranks them; undefined for any other page. */
export function pageAt(
  resources: readonly ResourceDefinition[],
  pathname: string,
): RoutePage | undefined {
  return matchRoutes(routesOf(resources), pathname)?.[0]?.route.handle as RoutePage | undefined;
}

/** A lazyPage's `preload`; the demo sections' pages are React.lazy, which has none. */
const preloadOf = (component: unknown): (() => Promise<unknown>) | undefined => {
  const preload = (component as { preload?: unknown } | null)?.preload;
  return typeof preload === 'function' ? (preload as () => Promise<unknown>) : undefined;
};

let started = false;

/**
 * On the console's first screen, what the URL's page needs is asked for in the console's first
 * render, all at once: the main layout's code, the page's code and texts, a list's rows and its
 * cells' formatters. Before, the page's code was asked for only once the layout had drawn,
 * itself once its code had come (docs/performance.md, part 2k). Only for a signed-in user whom
 * the policy lets open the page, as RouteGuard decides; the server checks again. Once per load.
 */
export function startFirstScreen(
  resources: readonly ResourceDefinition[],
  location: { pathname: string; search: string },
  layout: { preload: () => Promise<unknown> },
): void {
  if (started) return;
  started = true;
  startPage(resources, location, layout);
}

function startPage(
  resources: readonly ResourceDefinition[],
  location: { pathname: string; search: string },
  layout: { preload: () => Promise<unknown> },
): void {
  if (!hasValidToken()) return;
  const page = pageAt(resources, location.pathname);
  if (!page || !isAllowed(currentRole(), policyOf(page.resource), page.action)) return;
  // A module that fails to load fails again where it is drawn, to its error boundary.
  const quiet = () => undefined;
  layout.preload().catch(quiet);
  preloadOf(page.route.component)?.().catch(quiet);
  if (page.route.firstQuery) {
    startFirstList(page.resource.name, page.route.firstQuery, location.search);
    // Made before the rows draw: an idle callback came too late, the main thread being busy
    // with the page's files until then.
    setTimeout(() => prepareFormatters());
  }
}

/** For tests: the next console starts its first screen again. */
export function resetFirstScreenStart(): void {
  started = false;
}
