import type { FastifyInstance } from 'fastify';
import { MESSAGES, routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { transferPts } from './transfer-pts.service.js';

/** The ledger's calls: each validates through the contract and calls one service function. */
export function registerLedgerRoutes(app: FastifyInstance): void {
  registerRoute(app, routes.ledger.transferPts, async (req) => {
    // registerRoute has validated the body and checked the session; its types still say "maybe".
    if (!req.auth) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
    if (!req.body) throw badRequest('Request is missing its body');
    const header = req.headers['idempotency-key'];
    const docs = await transferPts(app.ctx, {
      caller: req.auth.user,
      body: req.body,
      idempotencyKey: Array.isArray(header) ? header[0] : header,
      ip: req.ip,
    });
    return { docs };
  });
}
