import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { registerBettingRoutes } from './betting.routes.js';
import { PlacementQueue } from './placement-queue.js';
import type { BettingRuntime } from './placement.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The placement queue and in-play delay of this process (tests shorten `sleep`). */
    betting: BettingRuntime;
  }
}

/**
 * Placing bets and the open-bet lists (DESIGN.md §4). One placement queue per app, which is
 * one per process: every bet of the process is committed through it in batches.
 */
export const bettingModule = fp(
  async (app: FastifyInstance) => {
    const runtime: BettingRuntime = {
      queue: new PlacementQueue(app.ctx.db, () => app.ctx.clock.now()),
      sleep: (ms) => sleep(ms),
      inFlight: new Map(),
    };
    app.decorate('betting', runtime);
    registerBettingRoutes(app, runtime);
    // Bets already queued are committed (and answered) before the database goes away.
    app.addHook('onClose', async () => runtime.queue.drain());
  },
  { name: 'betting' },
);

export type { BettingRuntime } from './placement.service.js';
