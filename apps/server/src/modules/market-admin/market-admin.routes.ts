import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MARKET_ADMIN_MESSAGES, routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import type { AuthContext } from '../../lib/context.js';
import { getGames, getProviders, setGame, setProvider } from './game-management.service.js';
import { setEventSuspension } from './event-suspension.service.js';
import { createManualMarket, setManualOdds } from './manual-market.service.js';
import { listStaffEvents, listStaffMarkets } from './market-list.service.js';
import { updateMarket, type StaffCall } from './market-settings.service.js';
import type { StaffMarketSync } from './staff-market-sync.js';
import { getTypeList, setTypeList } from './type-list.service.js';

/** The staff Markets tools (contract market-admin.ts): Events, Live Market, manual markets, Type Lists, Game Management. */
export function registerMarketAdminRoutes(app: FastifyInstance, sync: StaffMarketSync): void {
  const { ctx } = app;
  const r = routes.marketAdmin;
  const call = (req: FastifyRequest & { auth: AuthContext | null }): StaffCall => ({ caller: signedIn(req).user, ip: req.ip });

  registerRoute(app, r.getStaffEvents, async (req) => listStaffEvents(ctx, signedIn(req).user, inputOf(req.query)));
  registerRoute(app, r.getStaffMarkets, async (req) => listStaffMarkets(ctx, signedIn(req).user, inputOf(req.query)));
  registerRoute(app, r.updateMarket, async (req) => updateMarket(ctx, sync, call(req), inputOf(req.body)));
  registerRoute(app, r.setEventSuspension, async (req) => setEventSuspension(ctx, sync, call(req), inputOf(req.body)));
  registerRoute(app, r.createManualMarket, async (req) => ({
    message: MARKET_ADMIN_MESSAGES.marketCreated,
    docs: await createManualMarket(ctx, sync, call(req), inputOf(req.body)),
  }));
  registerRoute(app, r.setManualOdds, async (req) => ({
    message: MARKET_ADMIN_MESSAGES.oddsUpdated,
    docs: await setManualOdds(ctx, sync, call(req), inputOf(req.body)),
  }));
  registerRoute(app, r.getTypeList, async () => ({ docs: await getTypeList(ctx) }));
  registerRoute(app, r.setTypeList, async (req) => ({
    message: MARKET_ADMIN_MESSAGES.sportUpdated,
    docs: await setTypeList(ctx, call(req), inputOf(req.body)),
  }));
  registerRoute(app, r.getStaffCasinoProviders, async () => ({ docs: await getProviders(ctx) }));
  registerRoute(app, r.updateStaffCasinoProvider, async (req) => {
    const docs = await setProvider(ctx, call(req), inputOf(req.body));
    // The player site's frame-src follows the providers switched on.
    app.providerFrameOrigins.invalidate();
    return { message: MARKET_ADMIN_MESSAGES.providerUpdated, docs };
  });
  registerRoute(app, r.getStaffCasinoGames, async (req) => getGames(ctx, inputOf(req.query)));
  registerRoute(app, r.updateStaffCasinoGame, async (req) => ({
    message: MARKET_ADMIN_MESSAGES.gameUpdated,
    docs: await setGame(ctx, call(req), inputOf(req.body)),
  }));
}
