/**
 * THE server policy table: every /api/v1 endpoint -> the roles that may call it. Routes take their
 * guard from here (`...guarded('locker.create')`), an onRoute check refuses to register an
 * /api/v1 route that names no policy, and the role-matrix tests are generated from this table.
 *
 * The table says WHO may call an endpoint; WHICH rows they reach is the institution scope
 * (guard.ts `institutionScope` / `assertInstitution`), applied inside each route:
 *   - role 1 reaches every institution;
 *   - roles 2 and 3 reach only their own institution (another institution's record: 403
 *     "Access denied: Unauthorized institution"; a record that does not exist: 404);
 *   - role 0 reads the public catalogue (active institutions and their ticket types) and its own
 *     purchases and profile;
 *   - "sign out everywhere" (users.sessions.revoke): role 1 any user, role 2 the users of its
 *     own institution;
 *   - the audit history (audit.list): role 1 every entry, role 2 its own institution's.
 * docs/api.md carries the same table for people.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { ROLES, type Role } from '../../contract';
import { requireRole } from './guard';

const { APP_USER: U, SYSTEM_ADMIN: SA, INSTITUTIONAL_ADMIN: IA, INSTITUTIONAL_STAFF: ST } = ROLES;
const ANY: readonly Role[] = [U, SA, IA, ST];

export const ENDPOINT_POLICY = {
  'users.login': 'public',
  'users.logout': ANY,
  'users.profile.read': ANY,
  'users.profile.update': ANY,
  'users.profile.picture': ANY,
  'users.analytics': [SA, IA, ST],
  'users.list': [SA],
  'users.read': [SA],
  'users.create': [SA],
  'users.update': [SA],
  'users.delete': [SA],
  'users.sessions.revoke': [SA, IA],
  'institute.list': ANY,
  'institute.read': ANY,
  'institute.tickets': ANY,
  'institute.create': [SA],
  'institute.update': [SA, IA],
  'institute.delete': [SA],
  // An institution's status is the System Admin's (institutions.ts statusRoleOnly).
  'institute.bulkStatus': [SA],
  'locker.list': [SA, IA, ST],
  'locker.read': [SA, IA, ST],
  'locker.create': [SA, IA],
  'locker.update': [SA, IA],
  'locker.delete': [SA, IA],
  // Bulk enable / disable (issue 59): as the one-by-one edit, in one transaction.
  'locker.bulkStatus': [SA, IA],
  'ticket.list': ANY,
  'ticket.read': ANY,
  'ticket.create': [SA, IA],
  'ticket.update': [SA, IA],
  'ticket.delete': [SA, IA],
  'purchase.list': [SA],
  'purchase.listByInstitution': [SA, IA, ST],
  'purchase.read': ANY,
  // The door (issue 43, docs/resources/door.md): staff at the door, scoped to their institution.
  'purchase.entryUpdate': [SA, IA, ST],
  'lockerAllocation.allocate': [SA, IA, ST],
  'lockerAllocation.update': [SA, IA, ST],
  'lockerAllocation.delete': [SA, IA],
  'door.pass': [SA, IA, ST],
  'door.scan': [SA, IA, ST],
  'door.qr': ANY,
  'door.search': [SA, IA, ST],
  'door.figures': [SA, IA, ST],
  'door.lockers': [SA, IA, ST],
  // The audit history (issue 44): Institutional Admins see their own institution's entries only.
  'audit.list': [SA, IA],
  // Live updates (issue 44): each role hears only what it may read (server/live/hub.ts).
  'live.stream': [SA, IA, ST],
  // Saved list views (issue 59): every console user, each only its own views.
  // CSV import (issue 59): who may create may import; the preview writes nothing.
  'locker.import': [SA, IA],
  'locker.importPreview': [SA, IA],
  'ticket.import': [SA, IA],
  'ticket.importPreview': [SA, IA],
  'users.import': [SA],
  'users.importPreview': [SA],
  // Bulk move of users to a role or institution (issue 59): as the one-by-one edit.
  'users.bulkMove': [SA],
  'views.list': [SA, IA, ST],
  'views.create': [SA, IA, ST],
  'views.update': [SA, IA, ST],
  'views.delete': [SA, IA, ST],
} as const satisfies Record<string, readonly Role[] | 'public'>;

export type EndpointKey = keyof typeof ENDPOINT_POLICY;

/** The roles allowed on an endpoint, or 'public' (no sign-in). */
export const rolesFor = (key: EndpointKey): readonly Role[] | 'public' => ENDPOINT_POLICY[key];

/**
 * Route options for an endpoint: its policy key (read back by the onRoute check and the tests)
 * and the guard. Spread into the route options: `app.get(path, { ...guarded('locker.read'), schema })`.
 */
export function guarded(key: EndpointKey): {
  config: { policy: EndpointKey };
  preHandler?: preHandlerAsyncHookHandler;
} {
  const roles = ENDPOINT_POLICY[key];
  if (roles === 'public') return { config: { policy: key } };
  return { config: { policy: key }, preHandler: requireRole(...roles) };
}

/** Refuses to register an /api/v1 route that names no policy: an unguarded route cannot ship. */
export function enforcePolicyOnRoutes(app: FastifyInstance, prefix: string): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix) || route.method === 'HEAD') return;
    const key = (route.config as { policy?: string } | undefined)?.policy;
    if (!key || !(key in ENDPOINT_POLICY)) {
      throw new Error(`Route ${route.method} ${route.url} has no entry in ENDPOINT_POLICY`);
    }
  });
}
