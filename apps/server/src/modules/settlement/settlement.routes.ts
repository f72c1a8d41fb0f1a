import type { FastifyInstance } from 'fastify';
import { routes, SETTLEMENT_MESSAGES } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { declareResult, rollbackResult, type WakeSettlement } from './market-result.service.js';

/** Staff calls that declare and roll back market results (administrator and whiteLabel). */
export function registerSettlementRoutes(app: FastifyInstance, wake: WakeSettlement): void {
  const { ctx } = app;
  registerRoute(app, routes.settlement.declareResult, async (req) => {
    const docs = await declareResult(ctx, { caller: signedIn(req).user, ip: req.ip }, inputOf(req.body), wake);
    return { message: SETTLEMENT_MESSAGES.resultDeclared, docs };
  });
  registerRoute(app, routes.settlement.rollbackResult, async (req) => {
    // The code comes from the body only: a query string is logged (contract: rollbackResult).
    const code = { transactionCode: req.body?.transactionCode };
    const docs = await rollbackResult(ctx, { caller: signedIn(req).user, ip: req.ip }, inputOf(req.query).marketId, code, wake);
    return { message: SETTLEMENT_MESSAGES.resultRolledBack, docs };
  });
}
