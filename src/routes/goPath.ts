import { QS_PARSE_DEPTH, type GoConfig } from '@refinedev/core';
import qs from 'qs';

/** qs options: values encoded (keys keep their readable `filters[0][field]` brackets). */
const STRINGIFY: qs.IStringifyOptions = {
  addQueryPrefix: true,
  skipNulls: true,
  arrayFormat: 'indices',
  encodeValuesOnly: true,
};

/**
 * The URL of the router provider's `go(...)` (./routerProvider.ts): `to` plus the query (merged
 * into the current one with `keepQuery`) and hash. Its own module, so that tests of the URLs a
 * list writes (tests/console/list-url-state.test.ts) need no router.
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
