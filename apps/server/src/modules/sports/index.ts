import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerCatalogueRoutes } from './catalogue/catalogue.routes.js';
import { registerFavoriteRoutes } from './favorites/favorites.routes.js';
import { runPriceStream } from './stream/price-stream.js';

/**
 * The sports catalogue calls (menu, home, lists, event page, search, scores) and favourites, and
 * with REDIS_URL the price stream that gives every process the leader's prices
 * (docs/decisions/one-price-stream.md). The feed runtime itself is the leader's task (server.ts).
 */
export const sportsModule = fp(
  async (app: FastifyInstance) => {
    registerCatalogueRoutes(app);
    // Its own context, so the favourites' request hook stays with the favourites.
    await app.register(async (favorites) => registerFavoriteRoutes(favorites));
    await runPriceStream(app);
  },
  { name: 'sports', dependencies: ['health', 'live'] },
);

export { byPagePlace, forgetCatalogue, readCatalogue } from './catalogue/catalogue-read.js';
export { eventToWire, marketToWire } from './catalogue/market-wire.js';
export { eventTypeName, isEventRunning, type EventRow, type MarketRow, type RunnerRow } from './catalogue/market-wire.js';
