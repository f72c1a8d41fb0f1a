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
    const scratch = await scratchPgDatabase(url, inject('pgTemplate'));
    const database = await openDatabase({ databaseUrl: scratch.url, migrate: false });
    return {
      ...database,
      close: async () => {
        await database.close();
        await scratch.drop();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]), migrate: false });
}

/** A scratch PostgreSQL database beside `url`, empty or a copy of `template`; `drop` removes it. */
export async function scratchPgDatabase(url: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `backlay_t_${process.ppid}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return { url: withDatabase(url, name), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
