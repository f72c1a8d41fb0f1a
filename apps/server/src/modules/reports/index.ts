import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerPlReportRoutes } from './pl-report.routes.js';

/** Reports read across capabilities: the profit/loss report. */
export const reportsModule = fp(
  async (app: FastifyInstance) => {
    registerPlReportRoutes(app);
  },
  { name: 'reports' },
);
