import type { FastifyInstance } from 'fastify';
import { routes, STAKE_MESSAGES } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { getQuickBets, getStakes, saveQuickBets, saveStakes, setConfirmBets } from './stakes.service.js';

/**
 * GET/POST api/user/stake, GET/POST api/user/quickBet and POST api/user/confirmBets
 * (docs/product.md §7 "Profile and settings"; role user only).
 */
export function registerStakeRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const s = routes.stakes;

  registerRoute(app, s.getStakes, async (req) => ({ docs: await getStakes(ctx, signedIn(req)) }));
  registerRoute(app, s.saveStakes, async (req) => ({
    message: STAKE_MESSAGES.updated,
    docs: await saveStakes(ctx, signedIn(req), inputOf(req.body).stake),
  }));

  registerRoute(app, s.getQuickBets, async (req) => ({ docs: await getQuickBets(ctx, signedIn(req)) }));
  registerRoute(app, s.saveQuickBets, async (req) => ({
    message: STAKE_MESSAGES.updated,
    docs: await saveQuickBets(ctx, signedIn(req), inputOf(req.body).stake),
  }));

  registerRoute(app, s.setConfirmBets, async (req) => ({
    message: STAKE_MESSAGES.updated,
    docs: { confirmBets: await setConfirmBets(ctx, signedIn(req), inputOf(req.body).confirmBets) },
  }));
}
