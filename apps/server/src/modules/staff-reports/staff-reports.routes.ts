import type { FastifyInstance } from 'fastify';
import { routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { getAuditLog } from './audit-log.service.js';
import { getCommissionReport } from './commission-report.service.js';
import { getDownlinePl } from './downline-pl.service.js';
import { getMarketPl } from './market-pl.service.js';

/** The staff console's Reports calls (packages/contract staff-reports.ts). */
export function registerStaffReportRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerRoute(app, routes.staffReports.getDownlinePl, async (req) => getDownlinePl(ctx, signedIn(req).user, inputOf(req.query)));
  registerRoute(app, routes.staffReports.getMarketPl, async (req) => getMarketPl(ctx, signedIn(req).user, inputOf(req.query)));
  registerRoute(app, routes.staffReports.getCommissionReport, async (req) =>
    getCommissionReport(ctx, signedIn(req).user, inputOf(req.query)),
  );
  registerRoute(app, routes.staffReports.getAuditLog, async (req) => getAuditLog(ctx, signedIn(req).user, inputOf(req.query)));
}
