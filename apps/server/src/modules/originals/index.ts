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

/**
 * Backlay Originals (issue 6, DESIGN.md §6): our own game studio, served by this process but
 * reaching the casino only through the signed seamless wallet, as an outside provider would.
 * The crash loop starts once the app is ready (when the studio is installed and the loop is
 * on, see config ORIGINALS_CRASH_LOOP) and stops before the server closes.
 */
export const originalsModule = fp(
  async (app: FastifyInstance) => {
    const originals = createOriginals(app);
    app.decorate('originals', originals);
    registerOriginalsRoutes(app, originals);

    const { config } = app.ctx;
    const isLoopOn = config.ORIGINALS_CRASH_LOOP ?? config.NODE_ENV !== 'test';
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      if (!isLoopOn || !(await findStudio(app.ctx.db, ORIGINALS_PROVIDER_CODE))) return;
      try {
        await originals.crash.recover();
      } catch (err) {
        app.log.error({ err }, 'originals: refunding unfinished crash rounds failed');
      }
      timer = setInterval(() => {
        originals.crash.step().catch((err: unknown) => app.log.error({ err }, 'originals: crash step failed'));
      }, CRASH_LOOP_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      for (const close of [...originals.streams]) close();
    });
  },
  { name: 'originals' },
);
