import type { FastifyInstance } from 'fastify';
import { routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { getB2cDashboard } from './b2c-dashboard.service.js';

export function registerDashboardRoutes(app: FastifyInstance): void {
  registerRoute(app, routes.dashboard.getB2cDashboard, async (req) => ({
    docs: await getB2cDashboard(app.ctx, signedIn(req).user, inputOf(req.query)),
  }));
}
