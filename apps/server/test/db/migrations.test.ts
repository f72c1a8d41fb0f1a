import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { FUNCTIONS_DIR, MIGRATIONS_DIR, openDatabase, type Database, type Db } from '../../src/db/client.js';
import { openTestDatabase, scratchPgDatabase } from '../test-db.js';
import { schemaShape } from './schema-shape.js';

/**
 * The migration history: the baseline builds exactly the schema the squashed migrations built
 * (test/db/fixtures/schema.txt, captured from a database migrated the old way), a landed
 * migration is never edited, and src/db/functions/ holds the body of every function the
 * migrated database runs.
 */

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}
const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as Journal;
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** An empty database of the suite's kind (PGlite, or a scratch PostgreSQL database), migrated from `folder`. */
async function migratedFrom(folder: string): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ dataDir: 'memory://', migrationsFolder: folder });
  const scratch = await scratchPgDatabase(url);
  const database = await openDatabase({ databaseUrl: scratch.url, migrationsFolder: folder });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

describe('the baseline migration', () => {
  it('builds the schema the squashed migrations built: tables, columns, constraints, indexes, view, functions, trigger', async () => {
    // The baseline alone: later migrations change the schema on purpose.
    const folder = mkdtempSync(join(tmpdir(), 'backlay-baseline-'));
    try {
      const [baseline] = journal.entries;
      mkdirSync(join(folder, 'meta'));
      writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: [baseline] }));
      cpSync(join(MIGRATIONS_DIR, `${baseline!.tag}.sql`), join(folder, `${baseline!.tag}.sql`));
      const database = await migratedFrom(folder);
      try {
        expect(await schemaShape(database.db)).toBe(fixture('schema.txt'));
      } finally {
        await database.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('landed migrations', () => {
  const landed = new Map(
    fixture('landed-migrations.sha256')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => {
        const [hash, file] = line.split(/\s+/);
        return [file!, hash!] as const;
      }),
  );

  it('are never edited: each keeps the hash it landed with', () => {
    for (const [file, hash] of landed) {
      const now = createHash('sha256')
        .update(readFileSync(join(MIGRATIONS_DIR, file)))
        .digest('hex');
      expect(now, `${file} changed after it landed: put the change in a new migration (npm run db:migration -w @backlay/server)`).toBe(
        hash,
      );
    }
  });

  it('are all recorded, in the order drizzle applies them', () => {
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
    expect(files.sort()).toEqual(journal.entries.map((e) => `${e.tag}.sql`).sort());
    for (const file of files)
      expect(
        landed.has(file),
        `${file} is not recorded in test/db/fixtures/landed-migrations.sha256: add its sha256sum line when it lands`,
      ).toBe(true);
    // The migrator applies an entry only when its `when` is later than the last one applied: an
    // entry dated earlier would be skipped without a word on every existing database.
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      if (i > 0) expect(entry.when).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
  });
});

describe('the database code in src/db/functions', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  const files = readdirSync(FUNCTIONS_DIR).filter((f) => f.endsWith('.sql'));

  it('has a file for every function, trigger and view of the migrated database', async () => {
    const shape = await schemaShape(database.db);
    const names = [...shape.matchAll(/^(?:function|trigger|view) (\w+)/gm)].map((m) => m[1]);
    expect([...new Set(names)].sort()).toEqual(files.map((f) => f.replace(/\.sql$/, '')).sort());
  });

  it.each(files)('%s is the body the migrated database runs', async (file) => {
    // Applying the file changes nothing when the migrations already brought it in; rolled back.
    const before = await schemaShape(database.db);
    let after = '';
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(readFileSync(join(FUNCTIONS_DIR, file), 'utf8')));
        after = await schemaShape(tx as unknown as Db);
        tx.rollback();
      }),
    ).rejects.toThrow('Rollback');
    expect(after).toBe(before);
  });
});
