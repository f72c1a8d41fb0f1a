import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerStaffReportRoutes } from './staff-reports.routes.js';

/**
 * The staff console's reports: downline P/L by user and by market, the commission report and
 * the audit log viewer. Read-only; each reads the caller's own downline.
 */
export const staffReportsModule = fp(
  async (app: FastifyInstance) => {
    registerStaffReportRoutes(app);
  },
  { name: 'staff-reports' },
);
