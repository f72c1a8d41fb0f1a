import type { FastifyInstance } from 'fastify';
import { routes } from '@backlay/contract';
import { registerRoute } from '../../../lib/register-route.js';
import {
  getEventMarkets,
  getHighlights,
  getHome,
  getHotEvents,
  getLiveTv,
  getMarketGroup,
  getMarketScores,
  getTournaments,
} from './catalogue.service.js';
import { inputOf, signedIn } from '../../../lib/route-input.js';
import { globalSearch } from './search.js';

/** The sports catalogue calls of the contract (routes.sports). */
export function registerCatalogueRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const s = routes.sports;

  // The public menu is the visitors' one (no Politics) even when a token comes along; signed-in
  // clients ask the protected path, which has Politics.
  registerRoute(app, s.getMarketGroup, async () => ({ docs: await getMarketGroup(ctx, null) }));
  registerRoute(app, s.getProtectedMarketGroup, async (req) => ({ docs: await getMarketGroup(ctx, signedIn(req)) }));
  registerRoute(app, s.getHome, async (req) => ({ docs: await getHome(ctx, req.auth) }));
  registerRoute(app, s.getTournaments, async (req) => ({ docs: await getTournaments(ctx, req.auth, inputOf(req.query).eventTypeId) }));
  registerRoute(app, s.getHotEvents, async (req) => ({ docs: await getHotEvents(ctx, req.auth) }));
  registerRoute(app, s.getHighlights, async (req) => ({ docs: await getHighlights(ctx, req.auth, inputOf(req.query)) }));
  registerRoute(app, s.getEventMarkets, async (req) => ({
    docs: await getEventMarkets(ctx, req.auth, inputOf(req.query).eventId, { includeInactive: false }),
  }));
  registerRoute(app, s.getAdminEventMarkets, async (req) => ({
    docs: await getEventMarkets(ctx, req.auth, inputOf(req.query).eventId, { includeInactive: true }),
  }));
  registerRoute(app, s.globalSearch, async (req) => ({
    docs: await globalSearch(ctx, req.auth, inputOf(req.query).search, inputOf(req.query).active === true),
  }));
  registerRoute(app, s.getLiveTv, async (req) => ({ docs: await getLiveTv(ctx, signedIn(req), inputOf(req.query).eventId) }));
  registerRoute(app, s.getMarketScoreList, async (req) => ({
    docs: await getMarketScores(ctx, signedIn(req), inputOf(req.query).eventId),
  }));
}
