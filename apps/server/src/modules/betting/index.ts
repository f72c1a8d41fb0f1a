import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { registerBettingRoutes } from './betting.routes.js';
import { PlacementQueue } from './placement-queue.js';
import { WRITER_CONNECTIONS } from '../../db/client.js';
import { batchTransactionRunner } from '../../db/batch-transaction.js';
import { recentMarkets, type BettingRuntime } from './placement.service.js';
import { redisPlacementHolds } from './placement-holds.js';
import { connectRedis } from '../../lib/redis-connection.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The placement queue and in-play delay of this process (tests shorten `sleep`). */
    betting: BettingRuntime;
  }
}

/**
 * Placement batches committing at once on PostgreSQL. A batch read under its locks is two round
 * trips (its locks with BEGIN, its writes with COMMIT), one planned from memory is one
 * (placement-state-cache.ts). Two slots keep the writers busy: while one batch waits for its
 * commit's WAL sync the next is already on the wire, and fewer, larger batches mean fewer WAL
 * syncs. More slots split the waiting bets into smaller batches whose fixed cost is CPU the
 * machine's other work waits for (figures: bench/README.md).
 */
const PLACEMENT_BATCHES_IN_FLIGHT = Math.min(2, WRITER_CONNECTIONS - 1);
/**
 * A second batch starts while one is committing only once this many bets wait; fewer wait for
 * the first to commit and go together in the next. Below peak, a free slot would otherwise take
 * each bet or two alone, and a batch's fixed cost (its round trips, the lock function's reads,
 * the commit's WAL sync) would then fall on one or two bets (figures: bench/README.md).
 */
const PLACEMENT_OVERLAP_AT = 8;

/**
 * Placing bets and the open-bet lists (docs/architecture.md §4). One placement queue per app,
 * which is one per process: every bet of the process is committed through it in batches.
 */
export const bettingModule = fp(
  async (app: FastifyInstance) => {
    const runtime: BettingRuntime = {
      // Batches commit on the writers' own connections; several at once only when those are a
      // pool of their own (PostgreSQL), fewer than its size so settlement always has one.
      queue: new PlacementQueue(
        batchTransactionRunner(app.ctx.writeDb),
        () => app.ctx.clock.now(),
        app.ctx.writeDb === app.ctx.db ? 1 : PLACEMENT_BATCHES_IN_FLIGHT,
        PLACEMENT_OVERLAP_AT,
      ),
      sleep: (ms) => sleep(ms),
      inFlight: new Map(),
      holds: null,
      markets: recentMarkets(),
    };
    // Several processes: the one-delayed-placement rule holds across them through Redis.
    const { REDIS_URL, REDIS_KEY_PREFIX } = app.ctx.config;
    if (REDIS_URL) {
      const redis = await connectRedis(REDIS_URL, 'placement holds', app.log, { disableOfflineQueue: true });
      runtime.holds = redisPlacementHolds(redis, REDIS_KEY_PREFIX, app.log);
    }
    app.decorate('betting', runtime);
    registerBettingRoutes(app, runtime);
    // Bets already queued are committed (and answered) before the database goes away.
    app.addHook('onClose', async () => {
      await runtime.queue.drain();
      await runtime.holds?.close();
    });
  },
  { name: 'betting' },
);

export type { BettingRuntime } from './placement.service.js';
/** The open-bet record of a bet row (staff voids send it on the live channel). */
export { betToWire, type BetNames } from './open-bet-wire.js';
