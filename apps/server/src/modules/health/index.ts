import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Readiness } from './readiness.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The checks behind GET /readyz; modules add their own (readiness.ts). */
    readiness: Readiness;
  }
}

/**
 * Health for load balancers, on any host and outside the API's rules (no site, session or
 * maintenance): GET /healthz answers 200 while the process serves requests; GET /readyz
 * answers 200 when every check passes (the database, and Redis and the feed where they are
 * on) and 503 naming what failed, so a balancer stops sending players to a process that
 * cannot take their bets.
 */
export const healthModule = fp(
  async (app: FastifyInstance) => {
    const readiness = new Readiness();
    app.decorate('readiness', readiness);
    readiness.add('database', async () => {
      await app.ctx.db.execute(sql`select 1`);
      return null;
    });
    // A balancer asks every few seconds: its requests are logged only when something goes wrong.
    const quiet = { schema: { hide: true }, logLevel: 'warn' } as const;
    app.get('/healthz', quiet, async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
    app.get('/readyz', quiet, async (_req, reply) => {
      const { ready, degraded, checks } = await readiness.run();
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? (degraded ? 'degraded' : 'ready') : 'not ready', checks });
    });
  },
  { name: 'health' },
);

export { HEALTH_PATHS, type ReadinessCheck } from './readiness.js';
