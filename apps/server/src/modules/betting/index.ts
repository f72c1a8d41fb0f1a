import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { registerBettingRoutes } from './betting.routes.js';
import { PlacementQueue } from './placement-queue.js';
import { WRITER_CONNECTIONS } from '../../db/client.js';
import { batchTransactionRunner } from '../../db/batch-transaction.js';
import { recentMarkets, type BettingRuntime } from './placement.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The placement queue and in-play delay of this process (tests shorten `sleep`). */
    betting: BettingRuntime;
  }
}

/**
 * Placement batches committing at once on PostgreSQL. A batch read under its locks is two round
 * trips (its locks with BEGIN, its writes with COMMIT), one planned from memory is one
 * (placement-state-cache.ts); a few slots keep the writers busy: with 100 players
 * on the 2-core machine (bench/placement.bench.ts, 2026-11-26) 3 slots and 7 gave the same
 * peak (4,799-4,844 against 4,871-4,872 bets/s) and 3 the lower latency at half of it (p50
 * 7.2-7.4 ms against 8.4-8.5, p99 18-23 against 21-23): fewer, larger batches, fewer WAL syncs.
 * Once a batch's writes were planned once per connection (migration 0019), 2 slots did better
 * still at half of peak (p99 11-25 ms in three runs against 15-31 with 3, 14 with 1; the same
 * peak, ~6,100-6,400 bets/s): at that load every slot takes the few bets waiting, and each
 * batch's fixed cost is CPU the 2 cores' other work waits for. With batches planned from memory
 * (session 21, one run each in the same quarter hour) 1, 2 and 3 slots gave 7,198, 8,886 and
 * 7,083 bets/s at peak.
 */
const PLACEMENT_BATCHES_IN_FLIGHT = Math.min(2, WRITER_CONNECTIONS - 1);
/**
 * A second batch starts while one is committing only once this many bets wait; fewer wait for
 * the first to commit and go together in the next. Below peak, a free slot used to take each
 * bet or two alone, and a batch's fixed cost (its two round trips, the lock function's reads,
 * the commit's WAL sync) then fell on one or two bets. At a paced 2,200 bets/s with 100 players
 * (bench/placement.bench.ts BENCH_PACED_RATE, 2026-11-27, alternated runs) PostgreSQL's CPU per
 * bet fell from 288-297 to 227-241 µs and the whole machine's from 612-625 to 521-549, with the
 * same p50 (2.7-4.0 ms); one slot alone raised the p50 to 4.2-4.6 ms and the p99 to 33-40.
 */
const PLACEMENT_OVERLAP_AT = 8;

/**
 * Placing bets and the open-bet lists (DESIGN.md §4). One placement queue per app, which is
 * one per process: every bet of the process is committed through it in batches.
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
      markets: recentMarkets(),
    };
    app.decorate('betting', runtime);
    registerBettingRoutes(app, runtime);
    // Bets already queued are committed (and answered) before the database goes away.
    app.addHook('onClose', async () => runtime.queue.drain());
  },
  { name: 'betting' },
);

export type { BettingRuntime } from './placement.service.js';
/** The open-bet record of a bet row (staff voids send it on the live channel). */
export { betToWire, type BetNames } from './open-bet-wire.js';
