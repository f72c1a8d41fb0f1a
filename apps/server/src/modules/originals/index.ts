import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createOriginals, type Originals } from './originals-runtime.js';
import { registerOriginalsRoutes } from './originals.routes.js';
import { findStudio } from './originals.repository.js';
import { ORIGINALS_PROVIDER_CODE } from './originals-runtime.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Backlay Originals game server (tests step its crash game themselves). */
    originals: Originals;
  }
}

/** How often the crash loop looks at the clock: well under the stream's tick. */
const CRASH_LOOP_MS = 50;
/** How often the recovery pass retries what a wallet or database failure left unpaid (recovery.ts). */
const RECOVERY_MS = 5_000;

/**
 * Backlay Originals (docs/architecture.md §6): our own game studio, served by this process but
 * reaching the casino only through the signed seamless wallet, as an outside provider would.
 * The background work is the leader's (lib/leadership.ts): it starts when this process leads,
 * the studio is installed and the loop is on (config ORIGINALS_CRASH_LOOP, off in tests, which
 * step the games themselves): first one recovery pass (recovery.ts: pays what a previous leader
 * decided but did not pay, refunds what it never decided), then the crash loop and the recovery
 * pass every RECOVERY_MS. Both timers stop when the lead is given up or lost, which also waits
 * for a step or pass under way. The first pass runs after the start, not in it; the first round
 * waits for it.
 */
export const originalsModule = fp(
  async (app: FastifyInstance) => {
    const originals = createOriginals(app);
    app.decorate('originals', originals);
    registerOriginalsRoutes(app, originals);

    const { config } = app.ctx;
    const isLoopOn = config.ORIGINALS_CRASH_LOOP ?? config.NODE_ENV !== 'test';
    const timers: NodeJS.Timeout[] = [];
    let isStopping = false;
    let starting: Promise<void> | null = null;
    const recover = () => originals.recovery.run().catch((err: unknown) => app.log.error({ err }, 'originals: recovery pass failed'));
    const start = async () => {
      // Before the loop: the first round opens only once the last leader's bets are settled.
      await recover();
      if (isStopping) return;
      const loop = setInterval(() => {
        originals.crash.step().catch((err: unknown) => app.log.error({ err }, 'originals: crash step failed'));
      }, CRASH_LOOP_MS);
      const retry = setInterval(() => void recover(), RECOVERY_MS);
      for (const timer of [loop, retry]) timer.unref();
      timers.push(loop, retry);
    };
    // The rounds are the leader's: one crash loop on the platform at any time.
    app.leadership.add({
      name: 'originals rounds',
      start: async () => {
        if (!isLoopOn || !(await findStudio(app.ctx.db, ORIGINALS_PROVIDER_CODE))) return;
        isStopping = false;
        // Not awaited: the wallet calls go through this app's own routes (inject), which wait
        // for the app to be ready, so awaiting them here would never end.
        starting = start();
      },
      stop: async () => {
        isStopping = true;
        await starting;
        for (const timer of timers.splice(0)) clearInterval(timer);
        await Promise.all([originals.crash.idle(), originals.recovery.idle()]);
        originals.crash.forgetRound();
      },
    });
    app.addHook('preClose', async () => {
      for (const close of [...originals.streams]) close();
      originals.crashStreams.stop();
    });
  },
  { name: 'originals' },
);
