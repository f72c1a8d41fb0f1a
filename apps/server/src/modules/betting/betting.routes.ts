import type { FastifyInstance } from 'fastify';
import { BET_MESSAGES, routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { placeBet, type BettingRuntime } from './placement.service.js';
import { downlineOpenBets, playerOpenBets } from './open-bets.service.js';

/** The betting calls: each validates through the contract and calls one service function. */
export function registerBettingRoutes(app: FastifyInstance, runtime: BettingRuntime): void {
  registerRoute(app, routes.betting.placeBet, async (req, reply) => {
    const header = req.headers['idempotency-key'];
    const answer = await placeBet(app.ctx, runtime, {
      auth: signedIn(req),
      body: inputOf(req.body),
      idempotencyKey: Array.isArray(header) ? header[0] : header,
      log: req.log,
    });
    if (answer.placed) return { message: BET_MESSAGES.orderPlaced, docs: answer.bet };
    // Refused after it was recorded: the error body carries the bet with its receipt.
    return reply.status(answer.status).send({ message: answer.message, code: answer.code, requestId: String(req.id), docs: answer.bet });
  });

  registerRoute(app, routes.betting.getOpenBets, async (req) => playerOpenBets(app.ctx, signedIn(req).user, inputOf(req.query)));

  registerRoute(app, routes.betting.getDownlineOpenBets, async (req) => downlineOpenBets(app.ctx, signedIn(req).user, inputOf(req.query)));
}
