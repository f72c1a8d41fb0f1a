import type { FastifyInstance } from 'fastify';
import { routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { getAccountStatement, getTransactions } from './statements.service.js';

/** GET api/{role}/transaction (docs/product.md §7) and GET api/{role}/accountStatement (/accounts). */
export function registerStatementRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerRoute(app, routes.statements.getTransactions, async (req) => getTransactions(ctx, signedIn(req).user, inputOf(req.query)));
  registerRoute(app, routes.statements.getAccountStatement, async (req) =>
    getAccountStatement(ctx, signedIn(req).user, inputOf(req.query)),
  );
}
