import { keys, type BaseKey, type DataProvider, type GetOneResponse } from '@refinedev/core';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { ROLES, type Analytics } from '../../../contract';

/** The dashboard's one read: the analytics "record" of a period (src/api/endpoints.ts). */
export const ANALYTICS_RESOURCE = 'analytics';

/** The roles the dashboard shows figures to; App users (role 0) get a welcome page instead. */
export const showsFigures = (role: number | null): boolean => role !== ROLES.APP_USER;

/**
 * How long the figures count as fresh: the dashboard that opens on figures read at boot draws
 * them instead of asking again. Live events and writes refetch them whatever this says.
 */
export const ANALYTICS_FRESH_MS = 10_000;

/**
 * The figures as a query of Refine's cache: the key the dashboard's useOne reads (Refine's
 * `keys()`, the default data provider, no meta) and the data provider's own call, so a read
 * started at boot (src/routes/firstRead.ts) is the page's own.
 */
export function analyticsQuery(
  id: BaseKey,
  dataProvider: Pick<DataProvider, 'getOne'>,
): FetchQueryOptions<GetOneResponse<Analytics>> {
  return {
    queryKey: keys()
      .data('default')
      .resource(ANALYTICS_RESOURCE)
      .action('one')
      .id(id)
      .params({})
      .get(),
    queryFn: ({ queryKey, signal }) =>
      dataProvider.getOne<Analytics>({
        resource: ANALYTICS_RESOURCE,
        id,
        meta: { queryKey, signal },
      }),
    staleTime: ANALYTICS_FRESH_MS,
  };
}
