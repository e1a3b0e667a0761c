/**
 * Every /api/v1 route area. Later issues add ONE line each here (and their file under routes/).
 * Registered by app.ts under the prefix API_BASE ('/api/v1'); paths come from contract/paths.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { API_BASE, paths } from '../../contract';
import { enforcePolicyOnRoutes } from '../auth/policy';
import analyticsRoutes, { type Analytics } from './analytics';
import { AnalyticsCache } from './analyticsCache';
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

/** At most this many list totals are kept (the oldest go first). */
const LIST_TOTALS_KEPT = 1000;
/**
 * At most this many list orders are kept: each holds every id of one list (4 bytes an id, 400 KB
 * for 100 000 purchases), one per scope, filter and sort that someone pages through.
 */
const LIST_ORDERS_KEPT = 32;
/** At most this many purchases are kept for lists, as objects and as JSON (~1.1 KB each, measured). */
const PURCHASE_ROWS_KEPT = 10_000;

const apiRoutes: FastifyPluginAsync = async (app) => {
  enforcePolicyOnRoutes(app, API_BASE);
  const analyticsCache = new AnalyticsCache<Analytics>(app.appConfig.analyticsCacheMs ?? 0);
  // Totals of paged purchase lists, one per scope and filter; a typed search makes new keys, so
  // the number kept is bounded.
  const listTotals = new AnalyticsCache<number>(
    app.appConfig.listTotalCacheMs ?? 0,
    Date.now,
    LIST_TOTALS_KEPT,
  );
  const listOrders = new AnalyticsCache<Int32Array>(
    app.appConfig.listOrderCacheMs ?? 0,
    Date.now,
    LIST_ORDERS_KEPT,
  );
  const purchaseRows = new RowCache<number, KeptPurchase>(
    app.changes,
    PURCHASE_ROW_TABLES,
    app.appConfig.purchaseRowCacheMs ?? 0,
    PURCHASE_ROWS_KEPT,
  );
  // A write may change any figure or total: the cached ones go (analyticsCache.ts). The kept rows
  // go too, without waiting for the database's notice of the write. Signing in is
  // a POST that writes nothing. Cleared in onSend, once the route's writes are committed and
  // before the reply leaves, so no client sees the reply of its write and then an older total.
  const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);
  app.addHook('onSend', async (request, reply) => {
    const signIn = request.routeOptions.url === `${API_BASE}${paths.login}`;
    if (!readOnly.has(request.method) && !signIn && reply.statusCode < 400) {
      analyticsCache.clear();
      listTotals.clear();
      listOrders.clear();
      purchaseRows.clear();
      app.signedInUsers.clear();
    }
  });
  await app.register(authRoutes);
  await app.register(purchaseRoutes, {
    totals: listTotals,
    orders: listOrders,
    rows: purchaseRows,
  });
  await app.register(analyticsRoutes, { cache: analyticsCache });
  await app.register(lockerRoutes);
  await app.register(institutionRoutes);
  await app.register(ticketRoutes);
  await app.register(usersRoutes);
  await app.register(doorRoutes);
  await app.register(lockerAllocationRoutes);
};

export default apiRoutes;
