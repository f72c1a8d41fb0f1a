import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users, whiteLabels } from '../../db/schema/index.js';

/** SQL of the profile call: the downline counts and the white label's type. */

export interface DownlineCounts {
  /** Staff accounts anywhere below. */
  staff: number;
  /** Player accounts anywhere below. */
  players: number;
  /** Accounts directly below (any role). */
  direct: number;
}

/**
 * Counts of the downline, demo accounts left out (each demo session opens one under the
 * site's default branch; they are not the business's players). `ancestors @> array[id]` uses
 * the GIN index on the ancestor path.
 */
export async function downlineCounts(db: DbOrTx, userId: string): Promise<DownlineCounts> {
  const [r] = await db
    .select({
      staff: sql<number>`count(*) filter (where ${users.role} <> 'user')::int`,
      players: sql<number>`count(*) filter (where ${users.role} = 'user')::int`,
      direct: sql<number>`count(*) filter (where ${users.parentId} = ${userId}::uuid)::int`,
    })
    .from(users)
    .where(sql`${users.ancestors} @> array[${userId}::uuid] and not ${users.demo}`);
  return { staff: Number(r?.staff ?? 0), players: Number(r?.players ?? 0), direct: Number(r?.direct ?? 0) };
}

export async function whiteLabelType(db: DbOrTx, whiteLabelId: string): Promise<'b2b' | 'b2c' | null> {
  const rows = await db.select({ type: whiteLabels.type }).from(whiteLabels).where(eq(whiteLabels.id, whiteLabelId)).limit(1);
  return rows[0]?.type ?? null;
}
