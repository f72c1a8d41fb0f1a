import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerCatalogueRoutes } from './catalogue/catalogue.routes.js';
import type { LiveTvProvider } from './catalogue/live-tv.js';
import { registerFavoriteRoutes } from './favorites/favorites.routes.js';

export interface SportsModuleOptions {
  /** The operator's stream provider for GET api/protected/game/liveTv; none by default. */
  liveTv?: LiveTvProvider;
}

/** The sports catalogue calls (menu, home, lists, event page, search, scores) and favourites. */
export const sportsModule = fp(
  async (app: FastifyInstance, opts: SportsModuleOptions) => {
    registerCatalogueRoutes(app, opts.liveTv ? { liveTv: opts.liveTv } : {});
    // Its own context, so the favourites' request hook stays with the favourites.
    await app.register(async (favorites) => registerFavoriteRoutes(favorites));
  },
  { name: 'sports' },
);

export { forgetCatalogue, readCatalogue } from './catalogue/catalogue-read.js';
export { eventToWire, marketToWire } from './catalogue/market-wire.js';
export { eventTypeName, isEventRunning, type EventRow, type MarketRow, type RunnerRow } from './catalogue/market-wire.js';
export type { LiveTvProvider } from './catalogue/live-tv.js';
