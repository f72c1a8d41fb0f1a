import type { FastifyInstance } from 'fastify';
import { routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { voidBets } from './void-bets.service.js';

/** POST api/{role}/user/openBet/void (Delete Open Bets, Delete Bet History). */
export function registerBetVoidRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerRoute(app, routes.betVoids.voidBets, async (req) =>
    voidBets(ctx, { caller: signedIn(req).user, ip: req.ip, log: req.log }, inputOf(req.body)),
  );
}
