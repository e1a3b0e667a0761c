/**
 * The scope of the screen being shown, so ONE list/show/form component serves both the System
 * Admin view (`all` institutions) and the Institutional Admin view (`own` institution), as
 * DESIGN.md asks. The scope comes from the resource definition (src/resources/*, Refine's
 * `meta.scope`); the role and institution from the signed-in user's token.
 *
 *   const { scope, institutionId } = useScope();
 *   {scope === 'all' && <Table.Column dataIndex={['institution', 'name']} ... />}
 *   <Form.Item name="institution_id" initialValue={institutionId} hidden={scope === 'own'} />
 */
import { useResourceParams } from '@refinedev/core';
import { isRole, ROLES, type Role } from '../../contract';
import { currentInstitutionId, currentRole } from '../api/session';

export type Scope = 'all' | 'own';

export interface ScopeInfo {
  scope: Scope;
  /** The signed-in user's institution (roles 2 and 3), null for the others. */
  institutionId: number | null;
  role: Role | null;
}

/** A resource without a declared scope: System Admins see everything, others their own. */
const scopeOfRole = (role: Role | null): Scope => (role === ROLES.SYSTEM_ADMIN ? 'all' : 'own');

export function useScope(resourceName?: string): ScopeInfo {
  const { resource } = useResourceParams(resourceName ? { resource: resourceName } : undefined);
  const raw = currentRole();
  const role = isRole(raw) ? raw : null;
  const declared = resource?.meta?.scope as unknown;
  const scope = declared === 'all' || declared === 'own' ? declared : scopeOfRole(role);
  return { scope, institutionId: currentInstitutionId(), role };
}
