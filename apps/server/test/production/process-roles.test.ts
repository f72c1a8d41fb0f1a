import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { refusalsOf } from './config-refusals.js';
import { buildApp } from '../../src/app.js';
import { openTestDatabase } from '../test-db.js';
import type { Database } from '../../src/db/client.js';
import type { FastifyInstance } from 'fastify';

/**
 * Process roles (config ROLE, docs/decisions/process-roles.md): `api` and `worker` exist to run
 * beside other processes, so they refuse to start without PostgreSQL and Redis; a worker answers
 * its health only; an api process never leads.
 */

describe('ROLE', () => {
  it('is all by default; api and worker need DATABASE_URL and REDIS_URL', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).ROLE).toBe('all');
    for (const role of ['api', 'worker']) {
      expect(refusalsOf({ NODE_ENV: 'test', ROLE: role })).toEqual([
        `ROLE=${role} needs DATABASE_URL: the embedded database serves one process (ROLE=all)`,
        `ROLE=${role} needs REDIS_URL: processes share live messages and prices through Redis`,
      ]);
      expect(refusalsOf({ NODE_ENV: 'test', ROLE: role, DATABASE_URL: 'postgres://db/x', REDIS_URL: 'redis://r:6379' })).toEqual([]);
    }
    expect(refusalsOf({ NODE_ENV: 'test', ROLE: 'leader' })[0]).toMatch(/^ROLE: /);
  });

  describe('a process of each role', () => {
    let database: Database;
    const apps: FastifyInstance[] = [];
    /** The role's behaviour on one database; Redis and PostgreSQL are the cluster tests' (test/resilience). */
    const appOf = async (role: 'all' | 'api' | 'worker') => {
      const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }), ROLE: role };
      const app = await buildApp({ config, db: database.db, writeDb: database.writer, leaderLockUrl: database.url, logger: false });
      await app.ready();
      apps.push(app);
      return app;
    };
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await database.close();
    });

    it('a worker leads and answers its health only', async () => {
      const worker = await appOf('worker');
      expect(worker.leadership.isLeader()).toBe(true);
      expect((await worker.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await worker.inject({ url: '/readyz' })).statusCode).toBe(200);
      for (const url of ['/api/common/maintenance', '/', '/admin/']) {
        const res = await worker.inject({ url });
        expect([res.statusCode, res.json().message]).toEqual([404, 'This process runs background work only (ROLE=worker)']);
      }
      // The seamless wallet stays open: the studio the leader runs pays through it.
      const wallet = await worker.inject({ method: 'POST', url: '/api/casino/wallet/backlay-originals/balance', payload: {} });
      expect(wallet.json().message).not.toBe('This process runs background work only (ROLE=worker)');
      expect(wallet.statusCode).toBeLessThan(500);
      await worker.close();
      apps.splice(apps.indexOf(worker), 1);
    });

    // PostgreSQL only: PGlite has one process, nothing to share.
    it.runIf(process.env.DATABASE_URL)(
      'a second ROLE=all process on PostgreSQL without Redis is not ready while another leads',
      async () => {
        const lead = await appOf('all');
        const other = await appOf('all');
        expect([lead.leadership.isLeader(), other.leadership.isLeader()]).toEqual([true, false]);
        expect((await lead.inject({ url: '/readyz' })).statusCode).toBe(200);
        const refused = await other.inject({ url: '/readyz' });
        expect(refused.statusCode).toBe(503);
        expect(refused.json().checks['single process']).toMatch(/^another process leads this database and REDIS_URL is empty/);
        for (const app of [other, lead]) {
          await app.close();
          apps.splice(apps.indexOf(app), 1);
        }
      },
    );

    it('an api process serves and never leads', async () => {
      const api = await appOf('api');
      expect(api.leadership.isLeader()).toBe(false);
      expect((await api.inject({ url: '/api/common/maintenance' })).statusCode).toBe(200);
    });
  });
});
