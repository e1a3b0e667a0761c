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
import purchaseRoutes from './purchases';
import lockerRoutes from './lockers';
import institutionRoutes from './institutions';
import ticketRoutes from './tickets';
import usersRoutes from './users';

const apiRoutes: FastifyPluginAsync = async (app) => {
  enforcePolicyOnRoutes(app, API_BASE);
  const analyticsCache = new AnalyticsCache<Analytics>(app.appConfig.analyticsCacheMs ?? 0);
  // A write may change any figure: the dashboard's cached figures go (analyticsCache.ts). Signing
  // in is a POST that writes nothing.
  const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);
  app.addHook('onResponse', async (request, reply) => {
    const signIn = request.routeOptions.url === `${API_BASE}${paths.login}`;
    if (!readOnly.has(request.method) && !signIn && reply.statusCode < 400) {
      analyticsCache.clear();
    }
  });
  await app.register(authRoutes);
  await app.register(purchaseRoutes);
  await app.register(analyticsRoutes, { cache: analyticsCache });
  await app.register(lockerRoutes);
  await app.register(institutionRoutes);
  await app.register(ticketRoutes);
  await app.register(usersRoutes);
};

export default apiRoutes;
