import { and, desc, eq, gt, gte, lt, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bets, users } from '../../db/schema/index.js';

export interface ProfitRow {
  userName: string;
  /** Paise. */
  profit: bigint;
}

/**
 * Players of a white label by the sum of their settled bets' P/L in [from, to), best first,
 * only those in profit; demo accounts never appear. Paise.
 */
export async function topProfits(db: DbOrTx, f: { whiteLabelId: string; from: Date; to: Date; limit: number }): Promise<ProfitRow[]> {
  const profit = sql<string>`sum(${bets.pnl})`;
  const rows = await db
    .select({ userName: users.userName, profit, firstAt: min(bets.settledAt) })
    .from(bets)
    .innerJoin(users, eq(users.id, bets.userId))
    .where(
      and(
        eq(bets.whiteLabelId, f.whiteLabelId),
        eq(bets.status, 'settled'),
        gte(bets.settledAt, f.from),
        lt(bets.settledAt, f.to),
        eq(users.role, 'user'),
        eq(users.demo, false),
      ),
    )
    .groupBy(users.id, users.userName)
    .having(gt(profit, sql`0`))
    .orderBy(desc(profit), min(bets.settledAt), users.userName)
    .limit(f.limit);
  return rows.map((r) => ({ userName: r.userName, profit: BigInt(r.profit) }));
}
