import type { FastifyInstance } from 'fastify';
import { routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { casinoGames } from './catalogue.service.js';
import { launchGame } from './launch.service.js';
import { casinoHistory, casinoHistoryTotals, casinoOpenBets } from './casino-open-bets.service.js';
import { casinoReconciliation } from './reconciliation.service.js';

/** The casino calls of players and staff: each validates through the contract and calls one service function. */
export function registerCasinoRoutes(app: FastifyInstance): void {
  const c = routes.casino;
  registerRoute(app, c.getCasinoGames, async (req) => casinoGames(app.ctx, inputOf(req.query)));
  registerRoute(app, c.launchCasinoGame, async (req) => ({ docs: await launchGame(app.ctx, signedIn(req), inputOf(req.body).gameId) }));

  registerRoute(app, c.getCasinoOpenBets, async (req) => casinoOpenBets(app.ctx, signedIn(req).user, inputOf(req.query)));
  registerRoute(app, c.getCasinoHistory, async (req) => casinoHistory(app.ctx, signedIn(req).user, inputOf(req.query)));
  registerRoute(app, c.getCasinoHistoryDetails, async (req) => casinoHistoryTotals(app.ctx, signedIn(req).user, inputOf(req.query)));
  registerRoute(app, c.getDownlineCasinoOpenBets, async (req) => casinoOpenBets(app.ctx, signedIn(req).user, inputOf(req.query)));
  registerRoute(app, c.getDownlineCasinoHistory, async (req) => casinoHistory(app.ctx, signedIn(req).user, inputOf(req.query)));
  registerRoute(app, c.getDownlineCasinoHistoryDetails, async (req) =>
    casinoHistoryTotals(app.ctx, signedIn(req).user, inputOf(req.query)),
  );

  registerRoute(app, c.getCasinoReconciliation, async (req) => casinoReconciliation(app.ctx, signedIn(req).user, inputOf(req.query)));
}
