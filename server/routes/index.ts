/**
 * Every /api/v1 route area. Later issues add ONE line each here (and their file under routes/).
 * Registered by app.ts under the prefix API_BASE ('/api/v1'); paths come from contract/paths.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { API_BASE } from '../../contract';
import { enforcePolicyOnRoutes } from '../auth/policy';
import authRoutes from './auth';

const apiRoutes: FastifyPluginAsync = async (app) => {
  enforcePolicyOnRoutes(app, API_BASE);
  await app.register(authRoutes);
};

export default apiRoutes;
