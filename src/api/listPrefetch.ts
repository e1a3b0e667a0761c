import {
  keys,
  pickDataProvider,
  useDataProvider,
  useResourceParams,
  type BaseRecord,
  type CrudFilter,
  type CrudSort,
  type DataProvider,
  type GetListResponse,
  type ResourceProps,
} from '@refinedev/core';
import { useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';

/** What a list page's first query asks for when it opens without a query string. */
export interface FirstListQuery {
  sorters: CrudSort[];
  pageSize: number;
}

/**
 * How long a list read counts as fresh: a page that opens within this time of the menu's
 * prefetch (or of its own last read) draws from the cache instead of asking again. Writes
 * invalidate their resource's lists at once, whatever this says.
 */
export const LIST_FRESH_MS = 10_000;

/** The useTable options of a list page's first query, the same ones the menu prefetches. */
export const firstListTable = (query: FirstListQuery) => ({
  sorters: { initial: query.sorters },
  pagination: { pageSize: query.pageSize },
  queryOptions: { staleTime: LIST_FRESH_MS },
});

/**
 * A list page's first page as a query of Refine's cache: the key the page's useTable then reads
 * (Refine's `keys()` with the resource's meta, no filters, page 1) and the data provider's own
 * call. Both the boot (src/routes/firstRead.ts) and the menu's prefetch read through it.
 */
export function firstListQuery(
  resource: ResourceProps,
  resources: ResourceProps[],
  query: FirstListQuery,
  dataProvider: (name: string) => Pick<DataProvider, 'getList'>,
): FetchQueryOptions<GetListResponse<BaseRecord>> {
  const identifier = resource.identifier ?? resource.name;
  const providerName = pickDataProvider(identifier, undefined, resources) ?? 'default';
  // Refine's own meta of a list: the resource's meta without its icon (useMeta).
  const { icon: _icon, ...meta } = resource.meta ?? {};
  const filters: CrudFilter[] = [];
  const pagination = { currentPage: 1, pageSize: query.pageSize, mode: 'server' as const };
  const { sorters } = query;
  return {
    queryKey: keys()
      .data(providerName)
      .resource(identifier)
      .action('list')
      .params({ ...meta, filters, pagination, sorters })
      .get(),
    queryFn: ({ queryKey, signal }) =>
      dataProvider(providerName).getList({
        resource: resource.name,
        pagination,
        filters,
        sorters,
        meta: { ...meta, queryKey, signal },
      }),
    staleTime: LIST_FRESH_MS,
  };
}

/**
 * Reads a list page's first page into Refine's query cache (firstListQuery), so the page draws
 * at once. A list read in the last LIST_FRESH_MS is not read again.
 */
export function usePrefetchFirstList(): (resourceName: string, query: FirstListQuery) => void {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const { resources } = useResourceParams();
  return useCallback(
    (resourceName, query) => {
      const resource = resources.find((item) => item.name === resourceName);
      if (!resource) return;
      void queryClient.prefetchQuery(firstListQuery(resource, resources, query, dataProvider));
    },
    [queryClient, dataProvider, resources],
  );
}
