import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

/** Helpers of the staff-reach sweeps: a fingerprint of the whole database. */

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A digest of every row of every table, so "a refused call changed nothing" covers whatever a
 * call could touch (accounts, ledger, requests, markets, audit trail, outbox...). Sessions are
 * read without `last_seen_at`, which every signed-in call may refresh.
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const source =
      name === 'sessions'
        ? sql`(select id, user_id, token_hash, revoked_at, revoked_reason, two_factor_pending, expires_at from sessions)`
        : sql.identifier(name);
    const [row] = await rowsOf<{ digest: string }>(
      db,
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${source} x`,
    );
    out[name] = row!.digest;
  }
  return out;
}

/**
 * Waits until the live messages of the set-up (sent after commit, some a tick later) stop
 * arriving, so a sweep's "nothing was sent" sees only what its own call sent.
 */
export async function liveSettled(sent: readonly unknown[], quietMs = 100): Promise<void> {
  let seen = -1;
  while (seen !== sent.length) {
    seen = sent.length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}
