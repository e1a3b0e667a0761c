import {
  matchResourceFromRoute,
  QS_PARSE_DEPTH,
  ResourceContext,
  type GoConfig,
  type GoFunction,
  type ParseFunction,
  type ParseResponse,
  type ResourceProps,
  type RouterProvider,
} from '@refinedev/core';
import baseRouterProvider from '@refinedev/react-router';
import qs from 'qs';
import { useCallback, useContext } from 'react';
import { matchPath, useLocation, useNavigate, useParams } from 'react-router';
import { goPath } from './goPath';

/** Refine calls a router provider's `go` as a hook, inside the router. */
function useEncodedGo(): GoFunction {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (config: GoConfig) => {
      const path = goPath(config, { search, hash });
      if (config.type === 'path') return path;
      void navigate(path, { replace: config.type === 'replace' });
      return undefined;
    },
    [search, hash, navigate],
  );
}

/** The resource and action of a path, and the parameters its resource route reads from it. */
type RouteMatch = ReturnType<typeof matchResourceFromRoute> & {
  routeParams: Record<string, string | undefined>;
};

const matches = new WeakMap<ResourceProps[], Map<string, RouteMatch>>();
/**
 * The resource, action and parameters of a path, kept per resources list: one match for a page's
 * hooks. The parameters too: matching a pattern compiles a RegExp, and a list's first screen
 * parsed its route ~750 times.
 */
function matchRoute(pathname: string, resources: ResourceProps[]): RouteMatch {
  let byPath = matches.get(resources);
  if (!byPath) {
    byPath = new Map();
    matches.set(resources, byPath);
  }
  let found = byPath.get(pathname);
  if (!found) {
    const match = matchResourceFromRoute(pathname, resources);
    const routeParams =
      (match.matchedRoute && matchPath(match.matchedRoute, pathname)?.params) || {};
    found = { ...match, routeParams };
    // A page's hooks share its path; a few are kept for the page being left.
    if (byPath.size >= 16) byPath.clear();
    byPath.set(pathname, found);
  }
  return found;
}

/** A query value as a number when it is one ("2" -> 2), as the stock provider does. */
const asNumber = (value: unknown): unknown =>
  typeof value === 'string' && `${Number(value)}` === value ? Number(value) : value;

/**
 * The last URL parsed, and what it read as: every Refine hook of a page parses the same URL, and
 * parsing a list's query (`sorters[0][field]=...`) with qs in each of them took ~750 parses on
 * `/purchase`'s first screen. Readers treat it as read-only.
 */
let lastParse: { key: unknown[]; parsed: ParseResponse } | undefined;

/**
 * The stock provider's `parse`, with the route's match and its reading shared. Nearly every Refine
 * hook parses the route (useResourceParams), and the stock `parse` matches the path against every
 * resource's routes in each hook's own memo: ~140 times on a list's first screen, a tenth of its
 * first render at 4× CPU.
 */
function useSharedMatchParse(): ParseFunction {
  const ownParams: Record<string, string | undefined> = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, routeParams } = matchRoute(pathname, resources);
  // Outside a <Route> with parameters (the layout, the menu), the resource route's.
  const params = Object.keys(ownParams).length === 0 ? routeParams : ownParams;
  return useCallback(() => {
    const key = [pathname, search, params, resource, action];
    if (lastParse?.key.every((k, i) => k === key[i])) return lastParse.parsed;
    const combined: Record<string, unknown> = {
      ...params,
      ...qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }),
    };
    const parsed = {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params.id && { id: decodeURIComponent(params.id) }),
      pathname,
      params: {
        ...combined,
        currentPage: asNumber(combined.currentPage),
        pageSize: asNumber(combined.pageSize),
        to: typeof combined.to === 'string' ? decodeURIComponent(combined.to) : undefined,
      },
    } as ParseResponse;
    lastParse = { key, parsed };
    return parsed;
  }, [pathname, search, params, resource, action]) as ParseFunction;
}

/**
 * @refinedev/react-router with two changes. `go` encodes the query's values: the stock provider
 * writes them raw (qs `encode: false`), so a list's search text or filter holding `&`, `#`, `=` or
 * `%` ("Drum & Bass") was cut short in the URL that syncWithLocation keeps, and a reload showed
 * another list. `parse` shares its route match (above) and returns what the stock one does (qs
 * decodes). Links are the stock provider's.
 */
export const routerProvider: RouterProvider = {
  ...baseRouterProvider,
  go: useEncodedGo,
  parse: useSharedMatchParse,
};
