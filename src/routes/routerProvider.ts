import {
  matchResourceFromRoute,
  QS_PARSE_DEPTH,
  ResourceContext,
  type GoConfig,
  type GoFunction,
  type ParseFunction,
  type ResourceProps,
  type RouterProvider,
} from '@refinedev/core';
import baseRouterProvider from '@refinedev/react-router';
import qs from 'qs';
import { useCallback, useContext } from 'react';
import { matchPath, useLocation, useNavigate, useParams } from 'react-router';

/** qs options: values encoded (keys keep their readable `filters[0][field]` brackets). */
const STRINGIFY: qs.IStringifyOptions = {
  addQueryPrefix: true,
  skipNulls: true,
  arrayFormat: 'indices',
  encodeValuesOnly: true,
};

/**
 * The URL of `go(...)`: `to` plus the query (merged into the current one with `keepQuery`) and hash.
 * Exported for tests.
 */
export function goPath(
  { to, query, hash, options: { keepQuery, keepHash } = {} }: GoConfig,
  current: { search: string; hash: string },
): string {
  const urlQuery = {
    ...(keepQuery && current.search
      ? qs.parse(current.search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH })
      : {}),
    ...query,
  };
  const search = Object.keys(urlQuery).length > 0 ? qs.stringify(urlQuery, STRINGIFY) : '';
  const urlHash = (hash || (keepHash && current.hash) || '').replace(/^#/, '');
  return `${to || ''}${search}${urlHash ? `#${urlHash}` : ''}`;
}

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

type RouteMatch = ReturnType<typeof matchResourceFromRoute>;

const matches = new WeakMap<ResourceProps[], Map<string, RouteMatch>>();
/** The resource and action of a path, kept per resources list: one match for a page's hooks. */
function matchRoute(pathname: string, resources: ResourceProps[]): RouteMatch {
  let byPath = matches.get(resources);
  if (!byPath) {
    byPath = new Map();
    matches.set(resources, byPath);
  }
  let found = byPath.get(pathname);
  if (!found) {
    found = matchResourceFromRoute(pathname, resources);
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
 * The stock provider's `parse`, with the route's match shared. Nearly every Refine hook parses the
 * route (useResourceParams), and the stock `parse` matches the path against every resource's
 * routes in each hook's own memo: ~140 times on a list's first screen, a tenth of its first
 * render at 4× CPU (docs/performance.md, part 2j).
 */
function useSharedMatchParse(): ParseFunction {
  let params: Record<string, string | undefined> = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, matchedRoute } = matchRoute(pathname, resources);
  if (Object.keys(params).length === 0 && matchedRoute) {
    params = matchPath(matchedRoute, pathname)?.params ?? {};
  }
  return useCallback(() => {
    const combined: Record<string, unknown> = {
      ...params,
      ...qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }),
    };
    return {
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
    };
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
