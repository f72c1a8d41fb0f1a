import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerMarketAdminRoutes } from './market-admin.routes.js';
import { StaffMarketSync } from './staff-market-sync.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Keeps this process's price cache in step with staff-run markets (tests call `run()`). */
    staffMarkets: StaffMarketSync;
  }
}

/**
 * The staff console's Markets tools: Events and Live Market, manual bookmaker and
 * session markets, Type Lists and Game Management. At start (before listening, so before the
 * feed runtime registers the stored catalogue) the price cache gets the manual markets' stored
 * prices and the staff suspensions back; a sync then keeps every process in step.
 */
export const marketAdminModule = fp(
  async (app: FastifyInstance) => {
    const sync = new StaffMarketSync(app.ctx, app.log);
    app.decorate('staffMarkets', sync);
    registerMarketAdminRoutes(app, sync);
    app.addHook('onReady', async () => {
      await sync.run();
      sync.start();
    });
    app.addHook('preClose', async () => sync.stop());
  },
  { name: 'market-admin' },
);
