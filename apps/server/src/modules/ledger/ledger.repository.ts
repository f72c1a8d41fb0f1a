import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, balances, journalEntries, postings } from '../../db/schema/index.js';
import type { JournalKind } from '@backlay/contract';

export type AccountKind = 'wallet' | 'issuance';

export interface BalanceRow {
  accountId: string;
  balance: bigint;
  exposure: bigint;
  held: bigint;
  version: number;
}

export async function insertAccount(
  tx: DbOrTx,
  row: { kind: AccountKind; userId?: string | null; whiteLabelId?: string | null },
): Promise<string> {
  const [acc] = await tx.insert(accounts).values(row).returning({ id: accounts.id });
  await tx.insert(balances).values({ accountId: acc!.id });
  return acc!.id;
}

export async function findAccountId(tx: DbOrTx, kind: AccountKind, userId: string | null): Promise<string | null> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.kind, kind), userId ? eq(accounts.userId, userId) : sql`${accounts.userId} is null`))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** Locks the balance rows in one fixed order (account id) so concurrent writers never deadlock. */
export async function lockBalances(tx: DbOrTx, accountIds: string[]): Promise<Map<string, BalanceRow>> {
  const sorted = [...new Set(accountIds)].sort();
  const rows = await tx.select().from(balances).where(inArray(balances.accountId, sorted)).orderBy(balances.accountId).for('update');
  return new Map(rows.map((r) => [r.accountId, r]));
}

export async function readBalances(tx: DbOrTx, accountIds: string[]): Promise<Map<string, BalanceRow>> {
  const rows = await tx.select().from(balances).where(inArray(balances.accountId, accountIds));
  return new Map(rows.map((r) => [r.accountId, r]));
}

export async function insertJournalEntry(
  tx: DbOrTx,
  row: {
    kind: JournalKind;
    reference?: string | null;
    idempotencyKey?: string | null;
    memo?: string;
    createdBy?: string | null;
    createdAt?: Date;
  },
): Promise<string> {
  const [e] = await tx.insert(journalEntries).values(row).returning({ id: journalEntries.id });
  return e!.id;
}

export async function findEntryByIdempotencyKey(tx: DbOrTx, key: string): Promise<string | null> {
  const rows = await tx.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.idempotencyKey, key)).limit(1);
  return rows[0]?.id ?? null;
}

export async function insertPostings(tx: DbOrTx, entryId: string, lines: { accountId: string; amount: bigint }[]): Promise<void> {
  await tx.insert(postings).values(lines.map((l) => ({ entryId, accountId: l.accountId, amount: l.amount })));
}

export async function addToBalance(tx: DbOrTx, accountId: string, delta: bigint, at: Date): Promise<void> {
  await tx
    .update(balances)
    .set({ balance: sql`${balances.balance} + ${delta}`, version: sql`${balances.version} + 1`, updatedAt: at })
    .where(eq(balances.accountId, accountId));
}

/** Entries whose postings do not sum to zero (must be none). */
export async function unbalancedEntries(tx: DbOrTx): Promise<{ entryId: string; sum: bigint }[]> {
  const res = await tx
    .select({ entryId: postings.entryId, sum: sql<string>`sum(${postings.amount})` })
    .from(postings)
    .groupBy(postings.entryId)
    .having(sql`sum(${postings.amount}) <> 0`);
  return res.map((r) => ({ entryId: r.entryId, sum: BigInt(r.sum) }));
}

/** Accounts whose stored balance differs from the sum of their postings (must be none). */
export async function driftedBalances(tx: DbOrTx): Promise<{ accountId: string; stored: bigint; fromPostings: bigint }[]> {
  const res = await tx.execute<{ account_id: string; stored: string; from_postings: string }>(sql`
    select b.account_id, b.balance::text as stored, coalesce(p.total, 0)::text as from_postings
    from balances b
    left join (select account_id, sum(amount) as total from postings group by account_id) p on p.account_id = b.account_id
    where b.balance <> coalesce(p.total, 0)`);
  const rows = (res as unknown as { rows: { account_id: string; stored: string; from_postings: string }[] }).rows;
  return rows.map((r) => ({ accountId: r.account_id, stored: BigInt(r.stored), fromPostings: BigInt(r.from_postings) }));
}
