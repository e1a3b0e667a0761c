import { useDataProvider } from '@refinedev/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ViewList, ViewState } from '../../../contract';
import { getClaims } from '../../api/session';
import { useServerCapabilities } from '../../api/serverIdentity';
import { localViewStore, serverViewStore } from './viewStore';

/**
 * The signed-in user's saved views of one list, and saving / deleting one: on this project's
 * server (`/views`) when it has them, else in this browser. One query key per user and list.
 */
export function useSavedViews(list: ViewList) {
  const dataProvider = useDataProvider();
  const { data: server } = useServerCapabilities();
  const queryClient = useQueryClient();
  // The token's user: the views are this user's, whoever signs in next in this browser.
  const userId = getClaims()?.id;
  const where = server === undefined ? undefined : server.savedViews ? 'server' : 'browser';

  const store = useMemo(() => {
    if (where === undefined || userId === undefined) return undefined;
    return where === 'server'
      ? serverViewStore(dataProvider(), list)
      : localViewStore(userId, list);
  }, [where, userId, dataProvider, list]);

  const queryKey = ['saved-views', list, where, userId];
  const query = useQuery({
    queryKey,
    queryFn: () => store!.list(),
    enabled: store !== undefined,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const ready = () => {
    if (!store) throw new Error('The saved views are not loaded yet');
    return store;
  };
  const save = useMutation({
    mutationFn: ({ name, state }: { name: string; state: ViewState }) =>
      ready().create(name, state),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => ready().remove(id),
    onSuccess: refresh,
  });
  return { views: query.data ?? [], query, save, remove, where };
}
