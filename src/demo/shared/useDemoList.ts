import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { DEMO_PATHS } from '../../../mocks/demo/paths';
import { demoRequest } from './api';

export type DemoList = Exclude<
  keyof typeof DEMO_PATHS,
  'postLike' | 'commentAdd' | 'replyAdd' | 'replyLike' | 'blogPost' | 'blogCommentAdd'
>;

export const demoListKey = (list: DemoList) => ['demo', list] as const;

/**
 * One demo list, fetched once per page lifetime. Screens change it in the query cache with
 * `update` (the fake has no write calls for most sections), so edits survive navigation until
 * a reload, like the worker's own state.
 */
export function useDemoList<T>(list: DemoList) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: demoListKey(list),
    queryFn: () => demoRequest<T[]>(DEMO_PATHS[list]),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const update = useCallback(
    (change: (items: T[]) => T[]) =>
      queryClient.setQueryData<T[]>(demoListKey(list), (old) => change(old ?? [])),
    [queryClient, list],
  );
  return {
    items: query.data ?? [],
    isLoading: query.isLoading,
    error: query.error,
    update,
    set: (items: T[]) => queryClient.setQueryData<T[]>(demoListKey(list), items),
  };
}
