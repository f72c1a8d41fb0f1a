import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { arrayLiteral, sqlText, uuidArray } from '../../src/db/sql-arrays.js';
import { openTestDatabase } from '../test-db.js';

/**
 * Uuid arrays: a bound array is checked by the database's uuid input, statement text by
 * arrayLiteral itself; either way a bad element never reaches a statement's work.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

const rowsOf = async (query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: { id: string }[] }).rows;

describe('uuid arrays', () => {
  it('binds uuids and NULLs as one array parameter', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    expect(await rowsOf(sql`select u::text as id from unnest(${uuidArray([a, null, b])}) as u`)).toEqual([
      { id: a },
      { id: null },
      { id: b },
    ]);
  });

  it('is refused by the database when a bound element is not a uuid', async () => {
    const failed = await rowsOf(sql`select u::text as id from unnest(${uuidArray([randomUUID(), 'x"}, {1'])}) as u`).catch(
      (err: Error & { cause?: Error }) => err.cause ?? err,
    );
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toMatch(/malformed array literal|invalid input syntax for type uuid/);
  });

  it('refuses a non-uuid before it reaches statement text', () => {
    expect(() => arrayLiteral.uuid([randomUUID(), "x'; drop table bets; --"])).toThrow(/not a uuid/);
  });
});

/**
 * Text and JSON arrays in statement text (the placement batch's bets, migration 0034): what a
 * player sends (client info, an Idempotency-Key) comes back exactly as it was, whatever quotes,
 * backslashes, braces, commas, dollar tags or non-ASCII text it holds.
 */
describe('text and JSON arrays as statement text', () => {
  const awkward = [
    'plain',
    'with "double" and \'single\' quotes',
    'back\\slash \\" and a trailing backslash \\',
    '{braces}, commas, NULL',
    'NULL',
    '',
    'dollar $backlay$ tag $$ and $1',
    "x'); drop table bets; --",
    'line\nbreak\ttab',
    'हिन्दी ✓ 🎲',
  ];

  it('round-trips text elements and NULLs', async () => {
    const values = [...awkward, null];
    const rows = await rowsOf(sql.raw(`select t as id from unnest(${arrayLiteral.text(values)}) with ordinality as x(t, n) order by n`));
    expect(rows.map((r) => r.id)).toEqual(values);
  });

  it('round-trips JSON documents into jsonb elements', async () => {
    const documents = [...awkward.map((name) => ({ name, nested: { list: [name, 1, true, null] } })), [], {}, 'just a string'];
    const rows = await rowsOf(
      sql.raw(`select j::text as id from unnest(${arrayLiteral.jsonb(documents)}) with ordinality as x(j, n) order by n`),
    );
    expect(rows.map((r) => JSON.parse(r.id) as unknown)).toEqual(documents);
  });

  it('quotes any text, even text that holds or ends in the dollar tag', async () => {
    const texts = ['plain', 'x$backlay', '$backlay$', 'a $backlay$ b', '$backlay', "it's \\ here", ''];
    for (const text of texts) {
      const rows = await rowsOf(sql.raw(`select ${sqlText(text)}::text as id`));
      expect(rows[0]!.id).toBe(text);
    }
  });

  it('refuses text holding a NUL before it reaches statement text', () => {
    expect(() => arrayLiteral.text(['a\u0000b'])).toThrow(/NUL/);
  });
});
