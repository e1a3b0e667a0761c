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
import lockerRoutes from './lockers';
import institutionRoutes from './institutions';
import ticketRoutes from './tickets';
import usersRoutes from './users';

const apiRoutes: FastifyPluginAsync = async (app) => {
  enforcePolicyOnRoutes(app, API_BASE);
  await app.register(authRoutes);
  await app.register(purchaseRoutes);
  await app.register(analyticsRoutes);
  await app.register(lockerRoutes);
  await app.register(institutionRoutes);
  await app.register(ticketRoutes);
  await app.register(usersRoutes);
};

export default apiRoutes;
