import type { AccessControlProvider } from '@refinedev/core';
import { currentRole } from '../api/session';
import { isAllowed } from './policy';

/** Refine's `can` from the policy table and the signed-in role (read from the token). */
export function createAccessControlProvider(
  getRole: () => number | null = currentRole,
): AccessControlProvider {
  return {
    can: async ({ resource, action, params }) => {
      // Demo sections are several Refine resources under one policy entry (meta.policy).
      const policy: unknown = params?.resource?.meta?.policy;
      const name = typeof policy === 'string' ? policy : (resource ?? params?.resource?.name);
      const can = isAllowed(getRole(), name, action);
      return can ? { can } : { can, reason: 'forbidden' };
    },
    options: {
      buttons: { enableAccessControl: true, hideIfUnauthorized: true },
      queryOptions: { staleTime: 0, gcTime: 0 },
    },
  };
}

export const accessControlProvider = createAccessControlProvider();
