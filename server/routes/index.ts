/**
 * Every /api/v1 route area. Later issues add ONE line each here (and their file under routes/).
 * Registered by app.ts under the prefix API_BASE ('/api/v1'); paths come from contract/paths.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { API_BASE } from '../../contract';
import { enforcePolicyOnRoutes } from '../auth/policy';
import analyticsRoutes from './analytics';
import authRoutes from './auth';
import purchaseRoutes from './purchases';

const apiRoutes: FastifyPluginAsync = async (app) => {
  enforcePolicyOnRoutes(app, API_BASE);
  await app.register(authRoutes);
  await app.register(purchaseRoutes);
  await app.register(analyticsRoutes);
};

export default apiRoutes;
