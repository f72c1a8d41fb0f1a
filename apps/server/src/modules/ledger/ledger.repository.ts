import { and, eq, inArray, sql } from 'drizzle-orm';
import { TurnCoalescer } from '../../lib/turn-coalescer.js';
import type { JournalKind } from '@backlay/contract';
import type { DbOrTx } from '../../db/client.js';
import { accounts, balances, journalEntries, postings, users } from '../../db/schema/index.js';
import { bigintArray, boolArray, textArray, timestamptzArray, uuidArray } from '../../db/sql-arrays.js';
import { rowsOf } from '../../db/rows.js';

/** The only place with the ledger's SQL. Every function takes the caller's transaction. */

/**
 * `settlement_clearing:<lane>`: where a settlement lane's chunks post the uplines' and house's
 * side until it is swept to them (modules/settlement/settlement-sweeps.ts); zero at rest.
 */
export type AccountKind = 'wallet' | 'issuance' | `settlement_clearing:${number}`;

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
    .orderBy(accounts.createdAt)
    .limit(1);
  return rows[0]?.id ?? null;
}

/**
 * Serialises creators of a singleton account (the issuance account: `user_id` is null, so the
 * unique index does not stop two of them). Held until the caller's transaction ends.
 */
export async function lockAccountCreation(tx: DbOrTx, kind: AccountKind): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`backlay:ledger:account:${kind}`}))`);
}

/**
 * Locks the balance rows in one fixed order (account id) so concurrent writers never
 * deadlock: PostgreSQL locks the rows of `ORDER BY ... FOR UPDATE` in the order it returns them.
 */
export async function lockBalances(tx: DbOrTx, accountIds: readonly string[]): Promise<Map<string, BalanceRow>> {
  const sorted = [...new Set(accountIds)].sort();
  if (sorted.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(balances)
    .where(sql`${balances.accountId} = any(${uuidArray(sorted)})`)
    .orderBy(balances.accountId)
    .for('update');
  return new Map(rows.map((r) => [r.accountId, r]));
}

export async function readBalances(tx: DbOrTx, accountIds: string[]): Promise<Map<string, BalanceRow>> {
  const rows = await tx
    .select()
    .from(balances)
    .where(sql`${balances.accountId} = any(${uuidArray([...new Set(accountIds)])})`);
  return new Map(rows.map((r) => [r.accountId, r]));
}

/**
 * Inserts a journal entry. With an idempotency key, a concurrent writer of the same key makes
 * this answer null (after that writer commits) instead of failing on the unique index.
 */
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
): Promise<string | null> {
  const [e] = await tx
    .insert(journalEntries)
    .values(row)
    .onConflictDoNothing({ target: journalEntries.idempotencyKey })
    .returning({ id: journalEntries.id });
  return e?.id ?? null;
}

export async function findEntryByIdempotencyKey(tx: DbOrTx, key: string): Promise<string | null> {
  const rows = await tx.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.idempotencyKey, key)).limit(1);
  return rows[0]?.id ?? null;
}

export async function entryPostings(tx: DbOrTx, entryId: string): Promise<{ accountId: string; amount: bigint }[]> {
  return tx.select({ accountId: postings.accountId, amount: postings.amount }).from(postings).where(eq(postings.entryId, entryId));
}

export async function insertPostings(tx: DbOrTx, entryId: string, lines: { accountId: string; amount: bigint }[]): Promise<void> {
  await tx.insert(postings).values(lines.map((l) => ({ entryId, accountId: l.accountId, amount: l.amount })));
}

/** Entries already posted under any of these idempotency keys, by key. */
export async function findEntriesByIdempotencyKeys(tx: DbOrTx, keys: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const unique = [...new Set(keys)];
  if (unique.length === 0) return found;
  const rows = await tx
    .select({ id: journalEntries.id, key: journalEntries.idempotencyKey })
    .from(journalEntries)
    .where(sql`${journalEntries.idempotencyKey} = any(${textArray(unique)})`);
  for (const r of rows) found.set(r.key!, r.id);
  return found;
}

/** The postings of these entries, by entry id. */
export async function postingsOfEntries(
  tx: DbOrTx,
  entryIds: readonly string[],
): Promise<Map<string, { accountId: string; amount: bigint }[]>> {
  const byEntry = new Map<string, { accountId: string; amount: bigint }[]>();
  for (const slice of chunksOf([...new Set(entryIds)], ROWS_PER_STATEMENT)) {
    const rows = await tx
      .select({ entryId: postings.entryId, accountId: postings.accountId, amount: postings.amount })
      .from(postings)
      .where(inArray(postings.entryId, slice));
    for (const r of rows) {
      const lines = byEntry.get(r.entryId) ?? [];
      lines.push({ accountId: r.accountId, amount: r.amount });
      byEntry.set(r.entryId, lines);
    }
  }
  return byEntry;
}

/** A journal entry row as the bulk writers insert it (its id chosen by the caller). */
export interface JournalEntryRow {
  id: string;
  kind: JournalKind;
  reference: string | null;
  idempotencyKey: string | null;
  memo: string;
  createdBy: string | null;
  createdAt: Date;
  /** Set by insertEntriesWithPostings alone: it adds the entry's wallet totals itself. */
  walletTotalsApplied?: boolean;
}

/**
 * Inserts many journal entries with their ids chosen by the caller; an entry whose idempotency
 * key another transaction committed meanwhile is skipped. Answers the ids inserted.
 */
export async function insertJournalEntries(tx: DbOrTx, rows: readonly JournalEntryRow[]): Promise<Set<string>> {
  const inserted = new Set<string>();
  for (const slice of chunksOf(rows, ROWS_PER_STATEMENT)) {
    const made = await tx
      .insert(journalEntries)
      .values(slice)
      .onConflictDoNothing({ target: journalEntries.idempotencyKey })
      .returning({ id: journalEntries.id });
    for (const r of made) inserted.add(r.id);
  }
  return inserted;
}

/** Inserts postings of many entries, a few thousand rows per statement. */
export async function insertPostingRows(
  tx: DbOrTx,
  rows: readonly { entryId: string; accountId: string; amount: bigint }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${postings} (entry_id, account_id, amount)
    select * from unnest(${uuidArray(rows.map((r) => r.entryId))}, ${uuidArray(rows.map((r) => r.accountId))}, ${bigintArray(rows.map((r) => r.amount))})`);
}

/**
 * Locks the balance rows in account id order, as lockBalances does, without reading them back:
 * for bulk writers that lock thousands of rows and need none of their figures. Answers how
 * many rows it locked.
 */
export async function lockBalanceRows(tx: DbOrTx, accountIds: readonly string[]): Promise<number> {
  const sorted = [...new Set(accountIds)].sort();
  if (sorted.length === 0) return 0;
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (
          select 1 from ${balances} where ${balances.accountId} = any(${uuidArray(sorted)}) order by ${balances.accountId} for update
        ) locked`,
  );
  return Number(row!.n);
}

/**
 * Inserts journal entries (ids chosen by the caller), their postings, and adds each account's
 * balance and exposure deltas, in ONE statement (data-modifying CTEs over array parameters).
 * All or nothing on the idempotency keys: when any key is already posted nothing is written and
 * it answers 0 entries; when another transaction commits one of the keys meanwhile, the
 * entries left are inserted but nothing else is, and it answers fewer entries than given (the
 * caller must then abort its transaction). The balance rows are locked by the caller.
 *
 * The wallets' posting totals move in the same statement: each delta's `pl` and `commission` go to
 * pl_total and commission_total when its account is a wallet (the rule of the posting-totals
 * trigger, apps/server/src/db/functions/balances_add_posting_totals.sql), and entries marked
 * walletTotalsApplied are skipped by that trigger. The caller marks only entries whose every wallet
 * line its deltas carry.
 */
export async function insertEntriesWithPostings(
  tx: DbOrTx,
  entries: readonly JournalEntryRow[],
  lines: readonly { entryId: string; accountId: string; amount: bigint }[],
  deltas: readonly { accountId: string; balance: bigint; exposure: bigint; pl: bigint; commission: bigint }[],
  at: Date,
): Promise<{ entries: number; balances: number }> {
  const keys = entries.map((e) => e.idempotencyKey);
  const n = entries.length;
  const [row] = await rowsOf<{ entries: number; balances: number }>(
    tx,
    sql`
    with e as (
      insert into ${journalEntries} (id, kind, reference, idempotency_key, memo, created_by, created_at, wallet_totals_applied)
      select * from unnest(${uuidArray(entries.map((e) => e.id))}, ${textArray(entries.map((e) => e.kind))}, ${textArray(
        entries.map((e) => e.reference),
      )}, ${textArray(keys)}, ${textArray(entries.map((e) => e.memo))}, ${uuidArray(entries.map((e) => e.createdBy))}, ${timestamptzArray(
        entries.map((e) => e.createdAt),
      )}, ${boolArray(entries.map((e) => e.walletTotalsApplied === true))}) as v(id, kind, reference, idempotency_key, memo, created_by, created_at, wallet_totals_applied)
      where not exists (select 1 from ${journalEntries} j where j.idempotency_key = any(${textArray(keys)}))
      on conflict (idempotency_key) do nothing
      returning id
    ), p as (
      insert into ${postings} (entry_id, account_id, amount)
      select * from unnest(${uuidArray(lines.map((l) => l.entryId))}, ${uuidArray(lines.map((l) => l.accountId))}, ${bigintArray(
        lines.map((l) => l.amount),
      )}) as v(entry_id, account_id, amount)
      where (select count(*) from e) = ${n}
    ), b as (
      update ${balances} set
        balance = ${balances.balance} + v.balance,
        exposure = ${balances.exposure} + v.exposure,
        pl_total = ${balances.plTotal} + case when a.kind = 'wallet' then v.pl else 0 end,
        commission_total = ${balances.commissionTotal} + case when a.kind = 'wallet' then v.commission else 0 end,
        version = ${balances.version} + 1,
        updated_at = ${at.toISOString()}::timestamptz
      from unnest(${uuidArray(deltas.map((d) => d.accountId))}, ${bigintArray(deltas.map((d) => d.balance))}, ${bigintArray(
        deltas.map((d) => d.exposure),
      )}, ${bigintArray(deltas.map((d) => d.pl))}, ${bigintArray(deltas.map((d) => d.commission))}) as v(account_id, balance, exposure, pl, commission)
      join ${accounts} a on a.id = v.account_id
      where ${balances.accountId} = v.account_id and (select count(*) from e) = ${n}
      returning 1
    )
    select (select count(*) from e)::int as entries, (select count(*) from b)::int as balances`,
  );
  return { entries: Number(row!.entries), balances: Number(row!.balances) };
}

/**
 * Rows per statement of the bulk writes: PostgreSQL takes at most 65,535 parameters per
 * statement, and these rows have at most seven columns.
 */
const ROWS_PER_STATEMENT = 5_000;

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface BalanceDelta {
  accountId: string;
  /** Paise; zero deltas are skipped. */
  delta: bigint | number;
}

/** Adds each delta to its balance in one statement (the rows are already locked by the caller). */
export async function applyBalanceDeltas(tx: DbOrTx, deltas: readonly BalanceDelta[], at: Date): Promise<void> {
  await addToBalanceColumn(tx, 'balance', deltas, at);
}

/**
 * Adds each delta to its wallet's exposure (points held by open bets) in one statement, rows
 * already locked by the caller: placement raises it, settlement and rollback move it back.
 */
export async function applyExposureDeltas(tx: DbOrTx, deltas: readonly BalanceDelta[], at: Date): Promise<void> {
  await addToBalanceColumn(tx, 'exposure', deltas, at);
}

/**
 * Adds to a wallet's hold: points reserved by open withdrawals, still in the balance but not
 * available. The caller has locked the row with lockBalances in the same transaction.
 */
export async function addToHeld(tx: DbOrTx, accountId: string, delta: bigint, at: Date): Promise<void> {
  await tx
    .update(balances)
    .set({ held: sql`${balances.held} + ${String(delta)}::bigint`, version: sql`${balances.version} + 1`, updatedAt: at })
    .where(eq(balances.accountId, accountId));
}

async function addToBalanceColumn(tx: DbOrTx, column: 'balance' | 'exposure', deltas: readonly BalanceDelta[], at: Date): Promise<void> {
  const moved = deltas.filter((d) => BigInt(d.delta) !== 0n);
  const target = column === 'balance' ? balances.balance : balances.exposure;
  if (moved.length === 0) return;
  await tx.execute(sql`
    update ${balances} set
      ${sql.identifier(column)} = ${target} + v.delta,
      version = ${balances.version} + 1,
      updated_at = ${at.toISOString()}::timestamptz
    from unnest(${uuidArray(moved.map((d) => d.accountId))}, ${bigintArray(moved.map((d) => BigInt(d.delta)))}) as v(account_id, delta)
    where ${balances.accountId} = v.account_id`);
}

/** The fields of a user the points calls need (read in the transaction that moves points). */
export async function findUserForTransfer(
  tx: DbOrTx,
  userId: string,
): Promise<{ id: string; parentId: string | null; demo: boolean } | null> {
  const rows = await tx
    .select({ id: users.id, parentId: users.parentId, demo: users.demo })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * A user's wallet: its balance row and the sums of its postings by what moved them (see
 * walletFigures in the service), both on the balance row (the totals kept by the posting-totals
 * trigger, apps/server/src/db/functions/balances_add_posting_totals.sql), since the points call
 * runs after every bet and settlement.
 */
export type PostingTotals = { credit: bigint; pl: bigint; commission: bigint; bonus: bigint };
export type WalletTotals = BalanceRow & PostingTotals;

/**
 * A player's wallet with the totals the profile shows (credit from the upline, P/L, commission,
 * bonus). Read after every bet and settlement to push the points, so the asks of one turn of
 * the event loop go out as one query (lib/turn-coalescer.ts).
 */
export async function walletWithTotals(tx: DbOrTx, userId: string): Promise<WalletTotals | null> {
  return (await walletsWithTotals.get(tx, userId)) ?? null;
}

const walletsWithTotals = new TurnCoalescer<DbOrTx, WalletTotals>(readWalletsWithTotals);

/**
 * A wallet's balance row with its posting totals as SQL answers them, bigints as text: from
 * readWalletsWithTotals, and inside the placement batch's lock phase JSON (placement_locks).
 */
export type WalletTotalsText = {
  accountId: string;
  balance: string;
  exposure: string;
  held: string;
  version: number;
  credit: string;
  pl: string;
  commission: string;
  bonus: string;
};

export function walletTotalsOfText(r: WalletTotalsText): WalletTotals {
  return {
    accountId: r.accountId,
    balance: BigInt(r.balance),
    exposure: BigInt(r.exposure),
    held: BigInt(r.held),
    version: Number(r.version),
    credit: BigInt(r.credit),
    pl: BigInt(r.pl),
    commission: BigInt(r.commission),
    bonus: BigInt(r.bonus),
  };
}

/** These users' wallets with their posting totals, by user id, in one statement (no coalescing). */
export async function readWalletsWithTotals(tx: DbOrTx, userIds: readonly string[]): Promise<Map<string, WalletTotals>> {
  const rows = await rowsOf<WalletTotalsText & { user_id: string }>(
    tx,
    // The totals are kept on the balance row (by the posting-totals trigger), so this is one row
    // per wallet.
    sql`
    select distinct on (a.user_id) a.user_id, a.id as "accountId", b.balance::text as balance, b.exposure::text as exposure,
      b.held::text as held, b.version, b.credit_total::text as credit, b.pl_total::text as pl,
      b.commission_total::text as commission, b.bonus_total::text as bonus
    from ${accounts} a
    join ${balances} b on b.account_id = a.id
    where a.kind = 'wallet' and a.user_id = any(${uuidArray(userIds)})
    order by a.user_id, a.created_at`,
  );
  return new Map(rows.map((r) => [r.user_id, walletTotalsOfText(r)]));
}

// ---- The ledger check: each query answers the rows that break an invariant (none expected).

/** Entries whose postings do not sum to zero. */
export async function unbalancedEntries(tx: DbOrTx, limit: number): Promise<{ entryId: string; sum: bigint }[]> {
  const rows = await rowsOf<{ entry_id: string; total: string }>(
    tx,
    sql`select entry_id, sum(amount)::text as total from ${postings} group by entry_id having sum(amount) <> 0 order by entry_id limit ${limit}`,
  );
  return rows.map((r) => ({ entryId: r.entry_id, sum: BigInt(r.total) }));
}

/** Entries with fewer than two postings (an entry moves points from somewhere to somewhere). */
export async function thinEntries(tx: DbOrTx, limit: number): Promise<{ entryId: string; postings: number }[]> {
  const rows = await rowsOf<{ id: string; n: number }>(
    tx,
    sql`
    select e.id, count(p.id)::int as n
    from ${journalEntries} e left join ${postings} p on p.entry_id = e.id
    group by e.id having count(p.id) < 2
    order by e.id limit ${limit}`,
  );
  return rows.map((r) => ({ entryId: r.id, postings: Number(r.n) }));
}

/** Accounts whose stored balance differs from the sum of their postings, or that have no balance row. */
export async function driftedBalances(
  tx: DbOrTx,
  limit: number,
): Promise<{ accountId: string; stored: bigint | null; fromPostings: bigint }[]> {
  const rows = await rowsOf<{ account_id: string; stored: string | null; from_postings: string }>(
    tx,
    sql`
    select a.id as account_id, b.balance::text as stored, coalesce(p.total, 0)::text as from_postings
    from ${accounts} a
    left join ${balances} b on b.account_id = a.id
    left join (select account_id, sum(amount) as total from ${postings} group by account_id) p on p.account_id = a.id
    where b.account_id is null or b.balance <> coalesce(p.total, 0)
    order by a.id limit ${limit}`,
  );
  return rows.map((r) => ({
    accountId: r.account_id,
    stored: r.stored === null ? null : BigInt(r.stored),
    fromPostings: BigInt(r.from_postings),
  }));
}

/**
 * Wallets whose posting totals kept on the balance row (credit, P/L, commission, bonus: the
 * posting-totals trigger, apps/server/src/db/functions/balances_add_posting_totals.sql) differ from
 * the same totals summed from their postings (the view `wallet_posting_totals`).
 */
export async function driftedPostingTotals(
  tx: DbOrTx,
  limit: number,
): Promise<{ accountId: string; stored: PostingTotals; fromPostings: PostingTotals }[]> {
  const rows = await rowsOf<Record<'account_id' | `${'s' | 'p'}_${keyof PostingTotals}`, string>>(
    tx,
    sql`
    select a.id as account_id,
      b.credit_total::text as s_credit, b.pl_total::text as s_pl, b.commission_total::text as s_commission, b.bonus_total::text as s_bonus,
      coalesce(t.credit, 0)::text as p_credit, coalesce(t.pl, 0)::text as p_pl,
      coalesce(t.commission, 0)::text as p_commission, coalesce(t.bonus, 0)::text as p_bonus
    from ${accounts} a
    join ${balances} b on b.account_id = a.id
    left join wallet_posting_totals t on t.account_id = a.id
    where a.kind = 'wallet' and (b.credit_total, b.pl_total, b.commission_total, b.bonus_total)
      is distinct from (coalesce(t.credit, 0), coalesce(t.pl, 0), coalesce(t.commission, 0), coalesce(t.bonus, 0))
    order by a.id limit ${limit}`,
  );
  const totals = (r: (typeof rows)[number], side: 's' | 'p'): PostingTotals => ({
    credit: BigInt(r[`${side}_credit`]),
    pl: BigInt(r[`${side}_pl`]),
    commission: BigInt(r[`${side}_commission`]),
    bonus: BigInt(r[`${side}_bonus`]),
  });
  return rows.map((r) => ({ accountId: r.account_id, stored: totals(r, 's'), fromPostings: totals(r, 'p') }));
}

/** Wallets whose available points (balance - exposure - held) are below zero, or with a negative hold. */
export async function overdrawnWallets(
  tx: DbOrTx,
  limit: number,
): Promise<{ accountId: string; userId: string | null; balance: bigint; exposure: bigint; held: bigint }[]> {
  const rows = await rowsOf<{ account_id: string; user_id: string | null; balance: string; exposure: string; held: string }>(
    tx,
    sql`
    select a.id as account_id, a.user_id, b.balance::text as balance, b.exposure::text as exposure, b.held::text as held
    from ${accounts} a join ${balances} b on b.account_id = a.id
    where a.kind = 'wallet' and (b.balance - b.exposure - b.held < 0 or b.exposure < 0 or b.held < 0)
    order by a.id limit ${limit}`,
  );
  return rows.map((r) => ({
    accountId: r.account_id,
    userId: r.user_id,
    balance: BigInt(r.balance),
    exposure: BigInt(r.exposure),
    held: BigInt(r.held),
  }));
}

export interface LedgerTotals {
  accounts: number;
  entries: number;
  postings: number;
  /** Sum of every stored balance: zero when every entry balances and no balance drifted. */
  balanceSum: bigint;
  /** Sum of every posting: zero when every entry balances. */
  postingSum: bigint;
  /** Points in circulation: minus the issuance balance. */
  issued: bigint;
}

export async function ledgerTotals(tx: DbOrTx): Promise<LedgerTotals> {
  const [r] = await rowsOf<{
    accounts: string;
    entries: string;
    postings: string;
    balance_sum: string;
    posting_sum: string;
    issued: string;
  }>(
    tx,
    sql`
    select
      (select count(*) from ${accounts})::text as accounts,
      (select count(*) from ${journalEntries})::text as entries,
      (select count(*) from ${postings})::text as postings,
      (select coalesce(sum(balance), 0) from ${balances})::text as balance_sum,
      (select coalesce(sum(amount), 0) from ${postings})::text as posting_sum,
      (select coalesce(-sum(b.balance), 0) from ${balances} b join ${accounts} a on a.id = b.account_id where a.kind = 'issuance')::text as issued`,
  );
  return {
    accounts: Number(r!.accounts),
    entries: Number(r!.entries),
    postings: Number(r!.postings),
    balanceSum: BigInt(r!.balance_sum),
    postingSum: BigInt(r!.posting_sum),
    issued: BigInt(r!.issued),
  };
}
