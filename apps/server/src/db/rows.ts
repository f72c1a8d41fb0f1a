import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/**
 * The rows of a raw statement (`db.execute`), typed by the caller. PGlite and node-postgres both
 * answer `{ rows }`, but drizzle types the answer per driver, so raw statements read it here.
 */
export async function rowsOf<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
