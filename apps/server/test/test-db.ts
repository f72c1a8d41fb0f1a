import { inject } from 'vitest';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';
import { withDatabase } from './global-setup.js';

/** A fresh migrated database for one test file: PGlite by default, PostgreSQL with DATABASE_URL. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `backlay_t_${process.ppid}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), migrate: false });
    return {
      ...database,
      close: async () => {
        await database.close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]), migrate: false });
}
