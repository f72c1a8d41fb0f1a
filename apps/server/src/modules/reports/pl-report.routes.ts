import type { FastifyInstance } from 'fastify';
import { routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { getPlReport } from './pl-report.service.js';

/** GET api/{userType}/game/report (docs/product.md §7 call table). */
export function registerPlReportRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerRoute(app, routes.plReport.getPlReport, async (req) => ({
    docs: await getPlReport(ctx, signedIn(req).user, inputOf(req.query)),
  }));
}
