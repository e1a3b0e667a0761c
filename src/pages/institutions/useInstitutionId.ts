import { useScope } from '../../hooks/useScope';

/**
 * The institution a page shows: the route's `:id` for the System Admin screens (Refine reads it),
 * the user's own institution for `/institution_detail` (scope `own`, no id in the path).
 */
export function useInstitutionId(): { scope: 'all' | 'own'; id: number | undefined } {
  const { scope, institutionId } = useScope();
  return { scope, id: scope === 'own' ? (institutionId ?? undefined) : undefined };
}
