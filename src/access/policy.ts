import { ALL_ROLES, ROLES, hasRole, type Role } from '../../contract';

/** Actions the console asks about (Refine's action names plus `delete`). */
export const ACTIONS = ['list', 'show', 'create', 'edit', 'delete'] as const;
export type PolicyAction = (typeof ACTIONS)[number];

/** Every resource of SPEC §2 with a screen, plus the demo apps. */
export const POLICY_RESOURCES = [
  'dashboard',
  'account-profile',
  'institutions',
  'tickets',
  'users',
  'purchase',
  'institution_detail',
  'tickets_institution',
  'lockers',
  'institution_lockers',
  'purchase_institution',
  'apps',
  'door',
  'activity',
  'activity_institution',
] as const;
export type PolicyResource = (typeof POLICY_RESOURCES)[number];

const SA: readonly Role[] = [ROLES.SYSTEM_ADMIN];
const IA: readonly Role[] = [ROLES.INSTITUTIONAL_ADMIN];

const crud = (roles: readonly Role[]) => ({
  list: roles,
  show: roles,
  create: roles,
  edit: roles,
  delete: roles,
});

/**
 * THE policy table: resource -> action -> roles allowed. The accessControlProvider, the menu,
 * the route guards and the buttons read it; nothing else decides who sees what.
 */
export const POLICY: Record<PolicyResource, Partial<Record<PolicyAction, readonly Role[]>>> = {
  dashboard: { list: ALL_ROLES, show: ALL_ROLES },
  'account-profile': { list: ALL_ROLES, show: ALL_ROLES, edit: ALL_ROLES },
  institutions: crud(SA),
  tickets: crud(SA),
  users: crud(SA),
  purchase: { list: SA, show: SA },
  institution_detail: { show: IA, edit: IA },
  tickets_institution: crud(IA),
  lockers: crud(IA),
  // A System Admin's read-only list of one institution's lockers (/institutions/{id}/lockers).
  institution_lockers: { list: SA },
  purchase_institution: { list: IA, show: IA },
  // The door screen (issue 43): the server scopes roles 2 and 3 to their institution.
  door: {
    list: [ROLES.SYSTEM_ADMIN, ROLES.INSTITUTIONAL_ADMIN, ROLES.INSTITUTIONAL_STAFF],
  },
  // The audit history's Activity screen (issue 44): every institution's entries for a System
  // Admin, the own institution's for an Institutional Admin (the server holds role 2 to it).
  activity: { list: SA },
  activity_institution: { list: IA },
  apps: { list: ALL_ROLES, show: ALL_ROLES, create: ALL_ROLES, edit: ALL_ROLES, delete: ALL_ROLES },
};

export const isPolicyResource = (name: string): name is PolicyResource =>
  (POLICY_RESOURCES as readonly string[]).includes(name);

/** May `role` do `action` on `resource`? Unknown resources and actions are denied. */
export function isAllowed(role: unknown, resource: string | undefined, action: string): boolean {
  if (!resource || !isPolicyResource(resource)) return false;
  const roles = POLICY[resource][action as PolicyAction];
  return roles ? hasRole(role, roles) : false;
}

/**
 * Who may read the audit history (`GET /audit/list`): the History panel of every record page and
 * the Activity screens. Role 2 reads its own institution's entries only (the server holds it).
 */
export const AUDIT_READ_ROLES: readonly Role[] = [ROLES.SYSTEM_ADMIN, ROLES.INSTITUTIONAL_ADMIN];

export const mayReadAudit = (role: unknown): boolean => hasRole(role, AUDIT_READ_ROLES);

/**
 * "Sign out everywhere" (the server's `users.sessions.revoke`): a System Admin for any user, an
 * Institutional Admin for the users of its own institution.
 */
export const SIGN_OUT_EVERYWHERE_ROLES: readonly Role[] = [
  ROLES.SYSTEM_ADMIN,
  ROLES.INSTITUTIONAL_ADMIN,
];

export function maySignOutEverywhere(
  role: unknown,
  ownInstitutionId: number | null,
  user: { institution_id: number | null },
): boolean {
  if (!hasRole(role, SIGN_OUT_EVERYWHERE_ROLES)) return false;
  if (role === ROLES.SYSTEM_ADMIN) return true;
  return user.institution_id !== null && user.institution_id === ownInstitutionId;
}
