import {
  QS_PARSE_DEPTH,
  type GoConfig,
  type GoFunction,
  type RouterProvider,
} from '@refinedev/core';
import baseRouterProvider from '@refinedev/react-router';
import qs from 'qs';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

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

/**
 * @refinedev/react-router with one change: `go` encodes the query's values. The stock provider
 * writes them raw (qs `encode: false`), so a list's search text or filter holding `&`, `#`, `=` or
 * `%` ("Drum & Bass") was cut short in the URL that syncWithLocation keeps, and a reload showed
 * another list. Parsing (qs decodes) and links are the stock provider's.
 */
export const routerProvider: RouterProvider = { ...baseRouterProvider, go: useEncodedGo };
