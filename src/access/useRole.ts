import { keys, usePermissions } from '@refinedev/core';
import { currentRole } from '../api/session';

/**
 * The signed-in role, as Refine's `usePermissions` gives it (authProvider.getPermissions), known
 * from the first render: both read the token, so the role it holds is the query's first data
 * instead of `undefined` until the query answers, which drew the menu empty and then again.
 */
export function useRole(): number | null | undefined {
  const { data } = usePermissions<number | null>({
    // Refine's own key for this query (its options replace its key, so it is given again).
    options: { queryKey: keys().auth().action('permissions').get(), initialData: currentRole },
  });
  return data;
}
