import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client.js';
import { seedDemo } from '../../src/db/seed/demo-seed.js';
import { scratchPgDatabase } from '../test-db.js';
import { pgUrl } from './services.js';

/**
 * Processes started at once on one empty PostgreSQL database (a deploy that starts every
 * replica together): each migrates and seeds under the start-up lock, so all of them come up and
 * exactly one makes the rows. PGlite's data directory has one process, so this is PostgreSQL's.
 */
const PROCESSES = 4;
const url = pgUrl();

describe('processes started together on an empty database', () => {
  let scratch: { url: string; drop(): Promise<void> };
  const opened: Database[] = [];
  beforeAll(async () => {
    scratch = await scratchPgDatabase(url);
  });
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    await scratch.drop();
  });

  it(`all ${PROCESSES} come up; one migrates and seeds`, async () => {
    const starts = await Promise.allSettled(
      Array.from({ length: PROCESSES }, async () => {
        const database = await openDatabase({ databaseUrl: scratch.url });
        opened.push(database);
        return database.startExclusively(() => seedDemo(database.db));
      }),
    );
    const failures = starts.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    console.log(`start-together: ${PROCESSES - failures.length} of ${PROCESSES} processes came up`);
    expect(failures).toEqual([]);
    const seeded = starts.filter((s) => s.status === 'fulfilled' && s.value.seeded);
    expect(seeded).toHaveLength(1);
    const administrators = (await opened[0]!.db.execute(
      sql`select count(*)::int as n from users where user_name = 'administrator'`,
    )) as unknown as { rows: { n: number }[] };
    expect(administrators.rows[0]!.n).toBe(1);
  });
});
