import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerSettlementRoutes } from './settlement.routes.js';
import { SettlementJob } from './settlement-job.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's settler: `wake(marketId)` after a result is written, `drain()` in tests. */
    settlement: SettlementJob;
  }
}

/**
 * Market results and their settlement (docs/architecture.md §4): the staff calls that declare and
 * roll back results, and the job that settles them in chunks. The job also polls for results the
 * feed declared (the sports runtime writes `market_results`), so feed results settle without
 * a call from the runtime.
 */
export const settlementModule = fp(
  async (app: FastifyInstance) => {
    const job = new SettlementJob(app.ctx, app.log);
    app.decorate('settlement', job);
    registerSettlementRoutes(app, (marketId) => job.wake(marketId));
    // The leader polls for feed results and interrupted runs; any process settles a market it
    // was woken for (the one that served the declaration), so a result settles at once.
    app.leadership.add({ name: 'settlement', start: () => job.start(), stop: () => job.stop() });
    // A chunk in flight commits before the database goes away.
    app.addHook('preClose', async () => job.stop());
  },
  { name: 'settlement' },
);

export { SettlementJob, SETTLEMENT_CHUNK_USERS } from './settlement-job.js';
/** For staff voids of bets (modules/bet-voids): the market's lock, its standing declaration, the entry keys. */
export { countRollbacks, findResult, lockMarketSettlement } from './settlement.repository.js';
export { settlementKeys } from './settlement-keys.js';
