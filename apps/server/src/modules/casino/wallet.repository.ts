import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { casinoRounds, casinoTransactions, users } from '../../db/schema/index.js';
import type { UserRow } from '../../lib/context.js';

/** The SQL of the seamless wallet: rounds and the transactions providers sent. */

export type CasinoRoundRow = typeof casinoRounds.$inferSelect;
export type CasinoTransactionRow = typeof casinoTransactions.$inferSelect;

export async function findPlayer(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'user')));
  return row ?? null;
}

export async function findTransaction(db: DbOrTx, providerId: string, providerTransactionId: string): Promise<CasinoTransactionRow | null> {
  const [row] = await db
    .select()
    .from(casinoTransactions)
    .where(and(eq(casinoTransactions.providerId, providerId), eq(casinoTransactions.providerTransactionId, providerTransactionId)));
  return row ?? null;
}

/** The first rollback that named this debit (whether or not the debit had arrived then). */
export async function findRollbackOf(db: DbOrTx, providerId: string, debitTransactionId: string): Promise<CasinoTransactionRow | null> {
  const [row] = await db
    .select()
    .from(casinoTransactions)
    .where(
      and(
        eq(casinoTransactions.providerId, providerId),
        eq(casinoTransactions.type, 'rollback'),
        eq(casinoTransactions.referenceTransactionId, debitTransactionId),
      ),
    )
    .orderBy(casinoTransactions.createdAt)
    .limit(1);
  return row ?? null;
}

/** The round, locked for the rest of the transaction. */
export async function lockRound(db: DbOrTx, providerId: string, providerRoundId: string): Promise<CasinoRoundRow | null> {
  const [row] = await db
    .select()
    .from(casinoRounds)
    .where(and(eq(casinoRounds.providerId, providerId), eq(casinoRounds.providerRoundId, providerRoundId)))
    .for('update');
  return row ?? null;
}

export async function insertRound(db: DbOrTx, row: typeof casinoRounds.$inferInsert): Promise<CasinoRoundRow> {
  const [created] = await db.insert(casinoRounds).values(row).returning();
  return created!;
}

export async function updateRound(
  db: DbOrTx,
  id: string,
  patch: Pick<Partial<CasinoRoundRow>, 'status' | 'settledAt'> & { stakeDelta?: bigint; winDelta?: bigint; at: Date },
): Promise<void> {
  await db
    .update(casinoRounds)
    .set({
      ...(patch.status ? { status: patch.status } : {}),
      ...(patch.settledAt ? { settledAt: patch.settledAt } : {}),
      stake: sql`${casinoRounds.stake} + ${String(patch.stakeDelta ?? 0n)}::bigint`,
      win: sql`${casinoRounds.win} + ${String(patch.winDelta ?? 0n)}::bigint`,
      updatedAt: patch.at,
    })
    .where(eq(casinoRounds.id, id));
}

export async function insertTransaction(db: DbOrTx, row: typeof casinoTransactions.$inferInsert): Promise<void> {
  await db.insert(casinoTransactions).values(row);
}
