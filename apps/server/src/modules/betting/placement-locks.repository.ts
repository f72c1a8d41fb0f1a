import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { textArray, uuidArray } from '../../db/sql-arrays.js';
import type { LockedWallet } from './betting.repository.js';

/** A player's stored book on one market, as the batch reads it (locked). */
export interface LockedBook {
  userId: string;
  marketId: string;
  book: unknown;
  exposure: number;
  openBets: number;
}

export interface BatchLocks {
  /** The wallets' balance rows, by player. */
  wallets: Map<string, LockedWallet>;
  /** Markets of the batch already closed (a result is declared or being declared). */
  closedMarkets: Set<string>;
  books: LockedBook[];
}

interface LocksJson {
  wallets: { accountId: string; userId: string; balance: string; exposure: string; held: string }[];
  closed: string[];
  books: { userId: string; marketId: string; book: unknown; exposure: string; openBets: number }[];
}

/**
 * The lock phase of a placement batch in one round trip: the SQL function `placement_locks`
 * (migration 0014) locks the wallets (FOR UPDATE, account id order, as the ledger does), then
 * the markets (FOR SHARE: a result declaration waits for the batch, or the batch sees the
 * market closed), then the books (FOR UPDATE), and answers all three. It was three queries; a
 * batch is latency-bound (its bets wait for its commit), so each round trip saved shortens
 * every bet's wait.
 */
export async function lockForBatch(
  tx: Tx,
  input: { userIds: readonly string[]; marketIds: readonly string[]; books: readonly { userId: string; marketId: string }[] },
): Promise<BatchLocks> {
  const result = (await tx.execute(sql`select placement_locks(
      ${uuidArray([...new Set(input.userIds)])}, ${textArray([...new Set(input.marketIds)].sort())},
      ${uuidArray(input.books.map((b) => b.userId))}, ${textArray(input.books.map((b) => b.marketId))}
    ) as locks`)) as unknown as { rows: { locks: LocksJson | string }[] };
  const raw = result.rows[0]!.locks;
  const locks: LocksJson = typeof raw === 'string' ? (JSON.parse(raw) as LocksJson) : raw;
  return {
    wallets: new Map(
      locks.wallets.map((w) => [
        w.userId,
        { accountId: w.accountId, userId: w.userId, balance: BigInt(w.balance), exposure: BigInt(w.exposure), held: BigInt(w.held) },
      ]),
    ),
    closedMarkets: new Set(locks.closed),
    books: locks.books.map((b) => ({ ...b, exposure: Number(b.exposure) })),
  };
}
