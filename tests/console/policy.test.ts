import { describe, expect, it } from 'vitest';
import { ALL_ROLES, ROLES } from '../../contract';
import { createAccessControlProvider } from '../../src/access/accessControlProvider';
import {
  ACTIONS,
  AUDIT_READ_ROLES,
  POLICY_RESOURCES,
  isAllowed,
  mayReadAudit,
} from '../../src/access/policy';

const { APP_USER, SYSTEM_ADMIN, INSTITUTIONAL_ADMIN, INSTITUTIONAL_STAFF } = ROLES;

/** The expected table, written out by hand from SPEC §2 (resource -> action -> roles). */
const CRUD = ['list', 'show', 'create', 'edit', 'delete'];
const EXPECTED: Record<string, Record<string, number[]>> = {
  dashboard: { list: [0, 1, 2, 3], show: [0, 1, 2, 3] },
  'account-profile': { list: [0, 1, 2, 3], show: [0, 1, 2, 3], edit: [0, 1, 2, 3] },
  institutions: Object.fromEntries(CRUD.map((a) => [a, [SYSTEM_ADMIN]])),
  tickets: Object.fromEntries(CRUD.map((a) => [a, [SYSTEM_ADMIN]])),
  users: Object.fromEntries(CRUD.map((a) => [a, [SYSTEM_ADMIN]])),
  purchase: { list: [SYSTEM_ADMIN], show: [SYSTEM_ADMIN] },
  institution_detail: { show: [INSTITUTIONAL_ADMIN], edit: [INSTITUTIONAL_ADMIN] },
  tickets_institution: Object.fromEntries(CRUD.map((a) => [a, [INSTITUTIONAL_ADMIN]])),
  lockers: Object.fromEntries(CRUD.map((a) => [a, [INSTITUTIONAL_ADMIN]])),
  institution_lockers: { list: [SYSTEM_ADMIN] },
  purchase_institution: { list: [INSTITUTIONAL_ADMIN], show: [INSTITUTIONAL_ADMIN] },
  apps: Object.fromEntries(CRUD.map((a) => [a, [0, 1, 2, 3]])),
  // Issue 43: the door for staff, their admin and a System Admin (who picks the institution).
  door: { list: [SYSTEM_ADMIN, INSTITUTIONAL_ADMIN, INSTITUTIONAL_STAFF] },
  // Issue 44: the Activity screens, every institution's and the own institution's.
  activity: { list: [SYSTEM_ADMIN] },
  activity_institution: { list: [INSTITUTIONAL_ADMIN] },
};

const cases = POLICY_RESOURCES.flatMap((resource) =>
  ACTIONS.flatMap((action) =>
    ALL_ROLES.map((role) => ({
      resource,
      action,
      role,
      allowed: (EXPECTED[resource][action] ?? []).includes(role),
    })),
  ),
);

describe('policy table', () => {
  it('covers every resource of SPEC §2', () => {
    expect([...POLICY_RESOURCES].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(cases)(
    '$resource/$action for role $role -> $allowed',
    async ({ resource, action, role, allowed }) => {
      expect(isAllowed(role, resource, action)).toBe(allowed);
      const provider = createAccessControlProvider(() => role);
      expect((await provider.can({ resource, action })).can).toBe(allowed);
    },
  );

  it('denies signed-out users, unknown roles, resources and actions', async () => {
    expect(isAllowed(null, 'dashboard', 'list')).toBe(false);
    expect(isAllowed(7, 'dashboard', 'list')).toBe(false);
    expect(isAllowed(SYSTEM_ADMIN, 'nope', 'list')).toBe(false);
    expect(isAllowed(SYSTEM_ADMIN, 'institutions', 'export')).toBe(false);
    const provider = createAccessControlProvider(() => null);
    expect(await provider.can({ resource: 'dashboard', action: 'list' })).toMatchObject({
      can: false,
    });
  });

  it('keeps staff and app users out of every management screen', () => {
    for (const role of [APP_USER, INSTITUTIONAL_STAFF]) {
      for (const resource of ['institutions', 'tickets', 'users', 'purchase', 'lockers']) {
        expect(isAllowed(role, resource, 'list')).toBe(false);
      }
    }
  });

  it('lets System and Institutional Admins read the audit history, nobody else', () => {
    expect([...AUDIT_READ_ROLES].sort()).toEqual([SYSTEM_ADMIN, INSTITUTIONAL_ADMIN]);
    expect(ALL_ROLES.filter((role) => mayReadAudit(role))).toEqual([
      SYSTEM_ADMIN,
      INSTITUTIONAL_ADMIN,
    ]);
    expect(mayReadAudit(null)).toBe(false);
    // Each reader has exactly one Activity screen, and nobody else has any.
    for (const role of ALL_ROLES) {
      const screens = ['activity', 'activity_institution'].filter((r) =>
        isAllowed(role, r, 'list'),
      );
      expect(screens).toHaveLength(mayReadAudit(role) ? 1 : 0);
    }
  });
});
