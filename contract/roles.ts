/** Role ids of SPEC.md §3. The numbers are the wire values: never renumber. */
export const ROLES = {
  APP_USER: 0,
  SYSTEM_ADMIN: 1,
  INSTITUTIONAL_ADMIN: 2,
  INSTITUTIONAL_STAFF: 3,
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

export const ALL_ROLES: readonly Role[] = [0, 1, 2, 3];

/** Roles bound to one institution: the server scopes every read and write of theirs to it. */
export const INSTITUTION_ROLES: readonly Role[] = [
  ROLES.INSTITUTIONAL_ADMIN,
  ROLES.INSTITUTIONAL_STAFF,
];

/** i18n key of each role's label (texts live in the locale files). */
export const ROLE_LABEL_KEYS: Record<Role, string> = {
  0: 'roles.appUser',
  1: 'roles.systemAdmin',
  2: 'roles.institutionalAdmin',
  3: 'roles.institutionalStaff',
};

export const isRole = (value: unknown): value is Role =>
  typeof value === 'number' && (ALL_ROLES as readonly number[]).includes(value);

/** SPEC.md §6: "A permission check tests whether a role is within an allowed list." */
export const hasRole = (role: unknown, allowed: readonly Role[]): boolean =>
  isRole(role) && allowed.includes(role);

/** Roles whose institution_id is required; for the others it is always null. */
export const needsInstitution = (r: number): boolean =>
  (INSTITUTION_ROLES as readonly number[]).includes(r);
