import { sql, type SQL } from 'drizzle-orm';
import type { JournalKind, StatementCategory } from '@backlay/contract';
import { SPORTS_BOOK_CATEGORY } from '@backlay/contract';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * The SQL of the transaction list and the account statement: the movements of one wallet
 * account, one row per journal entry (its net posting on the account), with the balance after
 * each. Money in paise (bigint).
 */

export interface MovementFilter {
  accountId: string;
  /** [from, to); no range = the whole history. */
  range?: { from: Date; to: Date };
  /** Only credits (> 0) or debits (< 0). */
  sign?: 'credit' | 'debit';
  category?: StatementCategory;
}

export interface MovementRow {
  entryId: string;
  kind: JournalKind;
  memo: string;
  reference: string | null;
  createdAt: Date;
  amount: bigint;
  balanceAfter: bigint;
  category: StatementCategory;
  eventName: string | null;
  marketName: string | null;
  gameName: string | null;
}

const DEPOSIT_WITHDRAW_KINDS = [
  'deposit',
  'withdraw_hold',
  'withdraw_release',
  'withdraw_payout',
  'bonus',
  'upline_credit',
  'upline_debit',
  'demo_grant',
];

const big = (v: unknown): bigint => BigInt((v as string | number | bigint | null) ?? 0);

/** The account's balance from its postings before `at` (the opening balance of a range). */
export async function balanceBefore(db: DbOrTx, accountId: string, at: Date): Promise<bigint> {
  const [row] = await rowsOf<{ total: string | null }>(
    db,
    sql`select coalesce(sum(p.amount), 0)::text as total
        from postings p join journal_entries je on je.id = p.entry_id
        where p.account_id = ${accountId} and je.created_at < ${at.toISOString()}::timestamptz`,
  );
  return big(row?.total);
}

/** Net postings of the account in [from, to), every category. */
export async function netIn(db: DbOrTx, accountId: string, range: { from: Date; to: Date }): Promise<bigint> {
  const [row] = await rowsOf<{ total: string | null }>(
    db,
    sql`select coalesce(sum(p.amount), 0)::text as total
        from postings p join journal_entries je on je.id = p.entry_id
        where p.account_id = ${accountId}
          and je.created_at >= ${range.from.toISOString()}::timestamptz and je.created_at < ${range.to.toISOString()}::timestamptz`,
  );
  return big(row?.total);
}

/**
 * One page of movements, newest first, with the total count of the filtered rows. The running
 * balance is computed over every movement of the range (whatever the filter), starting from
 * `opening`, so a filtered row still shows the wallet's true balance after it.
 */
export async function listMovements(
  db: DbOrTx,
  f: MovementFilter,
  opening: bigint,
  page: { offset: number; limit: number },
): Promise<{ rows: MovementRow[]; total: number }> {
  const inRange = f.range
    ? sql`and je.created_at >= ${f.range.from.toISOString()}::timestamptz and je.created_at < ${f.range.to.toISOString()}::timestamptz`
    : sql``;
  const conditions: SQL[] = [sql`true`];
  if (f.sign === 'credit') conditions.push(sql`c.amount > 0`);
  if (f.sign === 'debit') conditions.push(sql`c.amount < 0`);
  if (f.category) conditions.push(sql`c.category = ${f.category}`);
  const dwKinds = sql.join(
    DEPOSIT_WITHDRAW_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const filtered = sql`
    with moves as (
      select je.id as entry_id, je.kind, je.memo, je.reference, je.created_at, sum(p.amount) as amount, min(p.id) as seq
      from postings p join journal_entries je on je.id = p.entry_id
      where p.account_id = ${f.accountId} ${inRange}
      group by je.id
      having sum(p.amount) <> 0
    ),
    running as (
      select m.*, ${opening.toString()}::bigint + sum(m.amount) over (order by m.created_at, m.seq) as balance_after
      from moves m
    ),
    classified as (
      select r.*, mk.name as market_name, ev.name as event_name, cg.name as game_name,
        case
          when r.kind in (${dwKinds}) then 'depositWithdraw'
          when r.kind like 'casino%' and lower(coalesce(cg.category, '')) = lower(${SPORTS_BOOK_CATEGORY}) then 'sportsBook'
          else 'bettingPl'
        end as category
      from running r
      left join markets mk on r.reference like 'market:%' and mk.id = substr(r.reference, 8)
      left join events ev on ev.id = mk.event_id
      left join casino_rounds cr on r.reference like 'casinoRound:%' and cr.id::text = substr(r.reference, 13)
      left join casino_games cg on cg.id = cr.game_id
    )
    select * from classified c where ${sql.join(conditions, sql` and `)}`;
  const rows = await rowsOf<{
    entry_id: string;
    kind: JournalKind;
    memo: string;
    reference: string | null;
    created_at: Date | string;
    amount: string;
    balance_after: string;
    category: StatementCategory;
    event_name: string | null;
    market_name: string | null;
    game_name: string | null;
    total: string | number;
  }>(
    db,
    sql`select f.entry_id, f.kind, f.memo, f.reference, f.created_at, f.amount::text as amount,
          f.balance_after::text as balance_after, f.category, f.event_name, f.market_name, f.game_name,
          count(*) over () as total
        from (${filtered}) f
        order by f.created_at desc, f.seq desc
        limit ${page.limit} offset ${page.offset}`,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page.offset > 0) {
    // A page past the end still reports the count, so the pager can step back.
    const [count] = await rowsOf<{ n: string | number }>(db, sql`select count(*) as n from (${filtered}) f`);
    total = Number(count?.n ?? 0);
  }
  return {
    total,
    rows: rows.map((r) => ({
      entryId: r.entry_id,
      kind: r.kind,
      memo: r.memo,
      reference: r.reference,
      createdAt: new Date(r.created_at),
      amount: big(r.amount),
      balanceAfter: big(r.balance_after),
      category: r.category,
      eventName: r.event_name,
      marketName: r.market_name,
      gameName: r.game_name,
    })),
  };
}

/** An account in the downline of `uplineId` (any role), or undefined (also for an unknown id). */
export async function findDownlineUser(db: DbOrTx, uplineId: string, userId: string): Promise<{ id: string } | undefined> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`select id from users where id = ${userId}::uuid and ${uplineId}::uuid = any(ancestors)`,
  );
  return row;
}
