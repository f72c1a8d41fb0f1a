import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerDashboardRoutes } from './dashboard.routes.js';

/** Staff dashboards: the B2C Dashboard's figures per IST day of the caller's downline. */
export const dashboardModule = fp(
  async (app: FastifyInstance) => {
    registerDashboardRoutes(app);
  },
  { name: 'dashboard' },
);
