import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BET_MESSAGES, routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { placeBet, type BettingRuntime } from './placement.service.js';
import { downlineOpenBets, playerOpenBets } from './open-bets.service.js';
import { downlineBetHistory, downlineBetHistoryTotals, playerBetHistory, playerBetHistoryTotals } from './bet-history.service.js';
import { cashOut, cashOutQuote } from './cashout.service.js';
import type { PlaceAnswer } from './placement.service.js';

/** Placing and cashing out answer the open bet betToWire built (see answerAsBuilt). */
const ANSWER_AS_BUILT = { answerAsBuilt: true };

/** The betting calls: each validates through the contract and calls one service function. */
export function registerBettingRoutes(app: FastifyInstance, runtime: BettingRuntime): void {
  const idempotencyKeyOf = (req: FastifyRequest) => {
    const header = req.headers['idempotency-key'];
    return Array.isArray(header) ? header[0] : header;
  };
  const reply = (req: FastifyRequest, res: FastifyReply, answer: PlaceAnswer) => {
    if (answer.placed) return { message: BET_MESSAGES.orderPlaced, docs: answer.bet };
    // Refused after it was recorded: the error body carries the bet with its receipt.
    return res.status(answer.status).send({ message: answer.message, code: answer.code, requestId: String(req.id), docs: answer.bet });
  };

  registerRoute(
    app,
    routes.betting.placeBet,
    async (req, res) => {
      const answer = await placeBet(app.ctx, runtime, {
        auth: signedIn(req),
        body: inputOf(req.body),
        idempotencyKey: idempotencyKeyOf(req),
        log: req.log,
      });
      return reply(req, res, answer);
    },
    ANSWER_AS_BUILT,
  );

  registerRoute(app, routes.betting.getCashOutOffer, async (req) => cashOutQuote(app.ctx, signedIn(req), inputOf(req.query).marketId));

  registerRoute(
    app,
    routes.betting.cashOut,
    async (req, res) => {
      const answer = await cashOut(app.ctx, runtime, {
        auth: signedIn(req),
        marketId: inputOf(req.body).marketId,
        idempotencyKey: idempotencyKeyOf(req),
        log: req.log,
      });
      return reply(req, res, answer);
    },
    ANSWER_AS_BUILT,
  );

  registerRoute(app, routes.betting.getOpenBets, async (req) => playerOpenBets(app.ctx, signedIn(req).user, inputOf(req.query)));

  registerRoute(app, routes.betting.getDownlineOpenBets, async (req) => downlineOpenBets(app.ctx, signedIn(req).user, inputOf(req.query)));

  registerRoute(app, routes.betting.getBetHistory, async (req) => playerBetHistory(app.ctx, signedIn(req).user, inputOf(req.query)));
  registerRoute(app, routes.betting.getBetHistoryDetails, async (req) =>
    playerBetHistoryTotals(app.ctx, signedIn(req).user, inputOf(req.query)),
  );
  registerRoute(app, routes.betting.getDownlineBetHistory, async (req) =>
    downlineBetHistory(app.ctx, signedIn(req).user, inputOf(req.query)),
  );
  registerRoute(app, routes.betting.getDownlineBetHistoryDetails, async (req) =>
    downlineBetHistoryTotals(app.ctx, signedIn(req).user, inputOf(req.query)),
  );
}
