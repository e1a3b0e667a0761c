/**
 * Every /api/v1 route area. Later issues add ONE line each here (and their file under routes/).
 * Registered by app.ts under the prefix API_BASE ('/api/v1'); paths come from contract/paths.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { API_BASE, paths } from '../../contract';
import { enforcePolicyOnRoutes } from '../auth/policy';
import { registerIdempotency } from '../http/idempotency';
import analyticsRoutes, { type Analytics } from './analytics';
import authRoutes from './auth';
import { RowCache } from '../db/rowCache';
import purchaseRoutes, { PURCHASE_ROW_TABLES } from './purchases';
import type { KeptPurchase } from '../serializers/purchase';
import lockerRoutes from './lockers';
import institutionRoutes from './institutions';
import ticketRoutes from './tickets';
import usersRoutes from './users';
import doorRoutes from './door';
import lockerAllocationRoutes from './lockerAllocations';
import auditRoutes from './audit';
import liveRoutes from './live';
import viewRoutes from './views';
import bulkStatusRoutes from './bulkStatus';
import importRoutes from './imports';
import usersBulkMoveRoutes from './usersBulkMove';

/** At most this many scopes' dashboard figures are kept (the platform's and one per institution). */

/**
 * Writes that change no user and no session: they leave the guard's kept rows alone, so a busy
 * door does not make every next request read its session again.
 */
const WRITES_NO_USER_OR_SESSION: ReadonlySet<string> = new Set(['purchase.entryUpdate']);
const ANALYTICS_SCOPES_KEPT = 1000;
/** At most this many purchases are kept for lists, as objects and as JSON (~1.1 KB each, measured). */
const PURCHASE_ROWS_KEPT = 10_000;

const apiRoutes: FastifyPluginAsync = async (app) => {
  enforcePolicyOnRoutes(app, API_BASE);
  registerIdempotency(app);
  // The figures read the same four tables as a purchase row; one entry per scope.
  const analyticsCache = new RowCache<string, Analytics>(
    app.changes,
    PURCHASE_ROW_TABLES,
    app.appConfig.cacheMs ?? 0,
    ANALYTICS_SCOPES_KEPT,
  );
  const purchaseRows = new RowCache<number, KeptPurchase>(
    app.changes,
    PURCHASE_ROW_TABLES,
    app.appConfig.cacheMs ?? 0,
    PURCHASE_ROWS_KEPT,
  );
  // A write through this instance clears what it may change without waiting for the database's
  // notice of it (on PostgreSQL the notice comes a moment after the commit). Signing in is
  // a POST that writes nothing. Cleared in onSend, once the route's writes are committed and
  // before the reply leaves, so no client sees the reply of its write and then an older total.
  const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);
  app.addHook('onSend', async (request, reply) => {
    const signIn = request.routeOptions.url === `${API_BASE}${paths.login}`;
    if (!readOnly.has(request.method) && !signIn && reply.statusCode < 400) {
      analyticsCache.clear();
      purchaseRows.clear();
      app.pageSamples.clear();
      const policy = (request.routeOptions.config as { policy?: string } | undefined)?.policy;
      if (policy === undefined || !WRITES_NO_USER_OR_SESSION.has(policy)) {
        app.signedInUsers.clear();
        app.signedInSessions.clear();
      }
    }
  });
  await app.register(authRoutes);
  await app.register(purchaseRoutes, { rows: purchaseRows, samples: app.pageSamples });
  await app.register(analyticsRoutes, { cache: analyticsCache });
  await app.register(lockerRoutes);
  await app.register(institutionRoutes);
  await app.register(ticketRoutes);
  await app.register(usersRoutes);
  await app.register(doorRoutes);
  await app.register(lockerAllocationRoutes);
  await app.register(auditRoutes);
  await app.register(liveRoutes, { heartbeatMs: app.appConfig.liveHeartbeatMs });
  await app.register(viewRoutes);
  await app.register(bulkStatusRoutes);
  await app.register(importRoutes);
  await app.register(usersBulkMoveRoutes);
};

export default apiRoutes;
