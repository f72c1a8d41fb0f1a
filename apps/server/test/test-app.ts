import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../src/config/config.js';
import { buildApp } from '../src/app.js';
import type { Clock } from '../src/lib/context.js';
import type { Db } from '../src/db/client.js';
import { openTestDatabase } from './test-db.js';
import { siteHostOfToken, withTokenSiteHost } from './token-site-host.js';

/** A clock tests can move forward. */
export class TestClock implements Clock {
  private t: number;
  constructor(start = Date.now()) {
    this.t = start;
  }
  now(): Date {
    return new Date(this.t);
  }
  advance(ms: number): void {
    this.t += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a real (fresh, migrated) database; one per test file. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env });
  const clock = new TestClock();
  const app = await buildApp({ config, db: database.db, writeDb: database.writer, leaderLockUrl: database.url, clock, logger: false });
  await app.ready();
  withTokenSiteHost(app, (token) => siteHostOfToken(database.db, token));
  return {
    app,
    db: database.db,
    clock,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
