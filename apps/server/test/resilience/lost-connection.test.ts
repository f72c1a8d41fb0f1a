import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.js';
import { scratchPgDatabase } from '../test-db.js';
import { pgUrl } from './services.js';

/**
 * A PostgreSQL connection lost while a transaction holds it (a database restart, an operator's
 * pg_terminate_backend, a network cut): the work that used it fails with an error, the process
 * goes on (an unhandled 'error' event of a checked-out client would end it), and the pools open
 * new connections for what comes next. PGlite runs in-process and loses no connection.
 */
const url = pgUrl();
const HELD = 8;

describe('a database connection lost mid-transaction', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let database: Database;
  beforeAll(async () => {
    scratch = await scratchPgDatabase(url);
    database = await openDatabase({ databaseUrl: scratch.url });
  });
  afterAll(async () => {
    await database.close();
    await scratch.drop();
  });

  it('fails the transactions that held it and keeps the process and its pools serving', async () => {
    let started = 0;
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const held = [database.db, database.writer].flatMap((db) =>
      Array.from({ length: HELD / 2 }, () =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          started += 1;
          await hold;
          await tx.execute(sql`select 1`);
        }),
      ),
    );
    await expect.poll(() => started).toBe(HELD);

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const name = new URL(scratch.url).pathname.slice(1);
      const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      expect(ended.rowCount).toBeGreaterThanOrEqual(HELD);
    } finally {
      await admin.end();
    }
    // Give the sockets' errors time to arrive while the transactions still hold their clients.
    await new Promise((r) => setTimeout(r, 200));
    release();

    const outcomes = await Promise.allSettled(held);
    const failed = outcomes.filter((o) => o.status === 'rejected').length;
    console.log(`lost-connection: ${failed} of ${HELD} held transactions failed with an error, none hung`);
    expect(failed).toBe(HELD);

    for (const db of [database.db, database.writer]) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => db.execute(sql`select 1 as one`)));
      expect(answers).toHaveLength(10);
    }
  });
});
