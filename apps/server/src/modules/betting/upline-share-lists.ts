import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { uplineShareLists, type UplineShare } from '../../db/schema/index.js';

/**
 * The upline share lists bets record, each stored once (schema/betting.ts `uplineShareLists`).
 * A list is found by the md5 of its jsonb text, computed by the database, so the key order of
 * the objects Node built does not matter: the same shares are always the same row.
 */

/** Parses what the driver answers for a jsonb value (PGlite parses it, pg hands over text). */
function sharesOfValue(value: unknown): UplineShare[] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as UplineShare[];
}

/**
 * The ids of these lists, in order, inserting any the table lacks. Inside a transaction the
 * new rows are that transaction's: an id answered here is only good once it commits.
 */
export async function shareListIds(db: DbOrTx, lists: readonly (readonly UplineShare[])[]): Promise<number[]> {
  if (lists.length === 0) return [];
  const rows = (await db.execute(sql`
    with v as (
      select n, s::jsonb as shares, md5(s::jsonb::text) as digest
      from json_array_elements(${JSON.stringify(lists)}::json) with ordinality as t(s, n)
    ),
    -- In digest order: two transactions inserting the same new lists wait on them in one order.
    ins as (
      insert into ${uplineShareLists} (digest, shares)
      select distinct on (digest) digest, shares from v order by digest
      on conflict (digest) do nothing
      returning id, digest
    )
    -- The statement's snapshot does not see its own inserts: those answer from ins.
    select v.n::int as n, coalesce(i.id, l.id) as id
    from v left join ins i on i.digest = v.digest left join ${uplineShareLists} l on l.digest = v.digest
    order by v.n`)) as unknown as { rows: { n: number; id: number }[] };
  return rows.rows.map((r) => Number(r.id));
}

/** The lists with these ids. */
export async function shareListsByIds(db: DbOrTx, ids: readonly number[]): Promise<Map<number, UplineShare[]>> {
  if (ids.length === 0) return new Map();
  const rows = (await db.execute(
    sql`select id, shares from ${uplineShareLists} where id = any(${`{${[...new Set(ids)].join(',')}}`}::int[])`,
  )) as unknown as { rows: { id: number; shares: unknown }[] };
  return new Map(rows.rows.map((r) => [Number(r.id), sharesOfValue(r.shares)]));
}

/**
 * A placement queue's memory of list ids (lists never change, so an id stays good), keyed by
 * the list as JSON. One per queue, hence per database: ids mean nothing in another database.
 * Ids learnt inside a batch's transaction are remembered only once it has committed.
 */
export class ShareListIds {
  private readonly known = new Map<string, number>();

  /** The ids of these lists: remembered ones at once, the others from the database. */
  async resolve(db: DbOrTx, lists: readonly (readonly UplineShare[])[]): Promise<{ ids: number[]; learnt: [string, number][] }> {
    const keys = lists.map((l) => JSON.stringify(l));
    const ids = keys.map((k) => this.known.get(k) ?? 0);
    const missing = [...new Set(keys.filter((k, i) => ids[i] === 0))];
    if (missing.length === 0) return { ids, learnt: [] };
    const found = await shareListIds(
      db,
      missing.map((k) => JSON.parse(k) as UplineShare[]),
    );
    const learnt = missing.map((k, i) => [k, found[i]!] as [string, number]);
    const byKey = new Map(learnt);
    return { ids: keys.map((k, i) => ids[i] || byKey.get(k)!), learnt };
  }

  /** Keeps ids learnt by a transaction that committed. */
  remember(learnt: readonly [string, number][]): void {
    for (const [k, id] of learnt) this.known.set(k, id);
  }
}
