import { useParams } from 'react-router';
import { useScope, type Scope } from '../../hooks/useScope';

export interface LockerInstitution {
  scope: Scope;
  /** The institution whose lockers are on screen; null while unknown. */
  institutionId: number | null;
  /** `all` scope: a System Admin looks at another institution's lockers and cannot change them. */
  readOnly: boolean;
}

const positiveId = (value: unknown): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Which institution's lockers a page shows. `own` (/lockers, Institutional Admin): the signed-in
 * user's institution. `all` (/institutions/{id}/lockers, System Admin): the institution of the
 * route, read-only.
 */
export function useLockerInstitution(): LockerInstitution {
  const { scope, institutionId: own } = useScope();
  const params = useParams<{ id?: string }>();
  if (scope === 'all') {
    return { scope, institutionId: positiveId(params.id), readOnly: true };
  }
  return { scope, institutionId: own, readOnly: false };
}
