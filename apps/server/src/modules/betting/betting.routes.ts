import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { BET_MESSAGES, routes, type RouteDef } from '@backlay/contract';
import { registerRoute, type Handler } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { placeBet, type BettingRuntime } from './placement.service.js';
import { downlineOpenBets, playerOpenBets } from './open-bets.service.js';
import { downlineBetHistory, downlineBetHistoryTotals, playerBetHistory, playerBetHistoryTotals } from './bet-history.service.js';
import { cashOut, cashOutQuote } from './cashout.service.js';
import { playerMarketExposure } from './market-exposure.service.js';
import type { PlaceAnswer } from './placement.service.js';

/** The answer of a call that places a bet: the contract's placement answer. */
type PlacedAnswerSchema = typeof routes.betting.placeBet.response;
type PlacedAnswer = z.input<PlacedAnswerSchema>;

/** The betting calls: each validates through the contract and calls one service function. */
export function registerBettingRoutes(app: FastifyInstance, runtime: BettingRuntime): void {
  const idempotencyKeyOf = (req: FastifyRequest) => {
    const header = req.headers['idempotency-key'];
    return Array.isArray(header) ? header[0] : header;
  };
  const reply = (req: FastifyRequest, res: FastifyReply, answer: PlaceAnswer): PlacedAnswer | FastifyReply => {
    if (answer.placed) return { message: BET_MESSAGES.orderPlaced, docs: answer.bet };
    // Refused after it was recorded: the error body carries the bet with its receipt.
    return res.status(answer.status).send({ message: answer.message, code: answer.code, requestId: String(req.id), docs: answer.bet });
  };

  /**
   * A call that places a bet (the player's, or a cash-out's opposite bet): both answer the open
   * bet betToWire built, written as built (registerRoute answerAsBuilt).
   */
  const registerPlacing = <D extends RouteDef & { response: PlacedAnswerSchema }>(
    def: D,
    place: (req: Parameters<Handler<D>>[0]) => Promise<PlaceAnswer>,
  ) =>
    // The cast only names D's answer, which the constraint and reply's return type already hold to the contract.
    registerRoute(app, def, (async (req, res) => reply(req, res, await place(req))) as Handler<D>, { answerAsBuilt: true });

  registerPlacing(routes.betting.placeBet, (req) =>
    placeBet(app.ctx, runtime, {
      auth: signedIn(req),
      body: inputOf(req.body),
      idempotencyKey: idempotencyKeyOf(req),
      log: req.log,
      // The site's operator may keep "asked price only" (white label setting).
      improvesPrice: req.site?.whiteLabel.askedPriceOnly !== true,
    }),
  );

  registerRoute(app, routes.betting.getCashOutOffer, async (req) => cashOutQuote(app.ctx, signedIn(req), inputOf(req.query).marketId));

  registerPlacing(routes.betting.cashOut, (req) =>
    cashOut(app.ctx, runtime, {
      auth: signedIn(req),
      marketId: inputOf(req.body).marketId,
      idempotencyKey: idempotencyKeyOf(req),
      log: req.log,
      improvesPrice: req.site?.whiteLabel.askedPriceOnly !== true,
    }),
  );

  registerRoute(app, routes.betting.getOpenBets, async (req) => playerOpenBets(app.ctx, signedIn(req).user, inputOf(req.query)));

  registerRoute(app, routes.betting.getMarketExposure, async (req) => playerMarketExposure(app.ctx, signedIn(req), inputOf(req.query)));

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
