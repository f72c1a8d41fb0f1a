import type { FastifyInstance } from 'fastify';
import { routes } from '@backlay/contract';
import { registerRoute } from '../../../lib/register-route.js';
import { badRequest } from '../../../lib/app-error.js';
import { inputOf, signedIn } from '../../../lib/route-input.js';
import {
  addFavoriteEvent,
  addFavoriteMarket,
  listFavoriteEvents,
  listFavoriteMarkets,
  removeFavoriteEvent,
  removeFavoriteMarket,
} from './favorites.service.js';

/**
 * GET, POST and DELETE api/user/favorite/{event,market} (docs/product.md §7 "Favorites"; role
 * user only).
 */
export function registerFavoriteRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const f = routes.favorites;

  registerRoute(app, f.getFavoriteEvents, async (req) => ({ docs: await listFavoriteEvents(ctx, signedIn(req)) }));
  registerRoute(app, f.addFavoriteEvent, async (req) => ({
    message: await addFavoriteEvent(ctx, signedIn(req), inputOf(req.body).eventId),
  }));
  registerRoute(app, f.deleteFavoriteEvent, async (req) => ({
    message: await removeFavoriteEvent(ctx, signedIn(req), idFrom(req.body?.eventId, inputOf(req.query).eventId, 'eventId')),
  }));

  registerRoute(app, f.getFavoriteMarkets, async (req) => ({ docs: await listFavoriteMarkets(ctx, signedIn(req)) }));
  registerRoute(app, f.addFavoriteMarket, async (req) => ({
    message: await addFavoriteMarket(ctx, signedIn(req), inputOf(req.body).marketId),
  }));
  registerRoute(app, f.deleteFavoriteMarket, async (req) => ({
    message: await removeFavoriteMarket(ctx, signedIn(req), idFrom(req.body?.marketId, inputOf(req.query).marketId, 'marketId')),
  }));
}

/** DELETE takes the id from the form body (as docs/product.md §7 sends it) or the query string; the body wins. */
function idFrom(fromBody: string | undefined, fromQuery: string | undefined, field: string): string {
  const id = fromBody ?? fromQuery;
  if (id === undefined) throw badRequest(`${field} is required (form body or query string)`);
  return id;
}
