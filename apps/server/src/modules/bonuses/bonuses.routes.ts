import type { FastifyInstance } from 'fastify';
import { BONUS_MESSAGES, routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { createBonusOffer, listBonusOffers, updateBonusOffer } from './offers.service.js';
import { listUserBonusesOf } from './user-bonuses.service.js';
import { getBonusWallet } from './bonus-wallet.service.js';
import { listPromotions } from './promotions.service.js';

const r = routes.bonuses;

/** The bonus calls: each validates through the contract and calls one service function. */
export function registerBonusRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerRoute(app, r.getBonusOffers, async (req) => ({
    docs: await listBonusOffers(ctx, signedIn(req).user, inputOf(req.query), req.site),
  }));
  registerRoute(app, r.createBonusOffer, async (req) => ({
    message: BONUS_MESSAGES.offerSaved,
    docs: await createBonusOffer(ctx, signedIn(req).user, inputOf(req.body), { site: req.site, ip: req.ip }),
  }));
  registerRoute(app, r.updateBonusOffer, async (req) => ({
    message: BONUS_MESSAGES.offerSaved,
    docs: await updateBonusOffer(ctx, signedIn(req).user, inputOf(req.body), { ip: req.ip }),
  }));
  registerRoute(app, r.getUserBonuses, async (req) => ({
    docs: await listUserBonusesOf(ctx, signedIn(req).user, inputOf(req.query).status),
  }));
  registerRoute(app, r.getBonusWallet, async (req) => getBonusWallet(ctx, signedIn(req).user, inputOf(req.query)));
  // Public (the /promotions page); not in the contract's `routes` table yet, so named directly.
  registerRoute(app, r.getPromotions, async (req) => ({ docs: await listPromotions(ctx, req.site) }));
}
