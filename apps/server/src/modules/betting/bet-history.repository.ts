import { and, count, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, bets, events, journalEntries, markets, postings, users } from '../../db/schema/index.js';
import type { BetStatus } from '../../db/schema/betting.js';
import { pageOfBetsWithNames, type BetWithNames } from './betting.repository.js';

/** The SQL of the bet history (GET .../openBet/history and .../history/details). */

export interface BetHistoryFilter {
  /** One player, or every player whose upline includes this account. */
  userId?: string | undefined;
  uplineId?: string | undefined;
  /** Placed in [from, to). */
  from: Date;
  to: Date;
  statuses: readonly Exclude<BetStatus, 'open'>[];
  eventTypeId?: number | undefined;
  eventId?: string | undefined;
  marketId?: string | undefined;
}

function historyConditions(f: BetHistoryFilter): SQL {
  const conditions: SQL[] = [
    ne(bets.status, 'open'),
    gte(bets.createdAt, f.from),
    lt(bets.createdAt, f.to),
    inArray(bets.status, [...f.statuses]),
  ];
  if (f.userId) conditions.push(eq(bets.userId, f.userId));
  if (f.uplineId) conditions.push(sql`${f.uplineId}::uuid = any(${users.ancestors})`);
  if (f.eventTypeId !== undefined) conditions.push(eq(events.eventTypeId, f.eventTypeId));
  if (f.eventId) conditions.push(eq(bets.eventId, f.eventId));
  if (f.marketId) conditions.push(eq(bets.marketId, f.marketId));
  return and(...conditions)!;
}

export interface HistoryRow extends BetWithNames {
  eventTypeId: number;
}

/** One page of past bets, newest first, and how many match. */
export async function listBetHistory(
  db: DbOrTx,
  filter: BetHistoryFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const where = historyConditions(filter);
  const [rows, [totals]] = await Promise.all([
    pageOfBetsWithNames(db, where, page, { eventTypeId: events.eventTypeId }),
    db
      .select({ n: count() })
      .from(bets)
      .innerJoin(users, eq(users.id, bets.userId))
      .innerJoin(markets, eq(markets.id, bets.marketId))
      .innerJoin(events, eq(events.id, markets.eventId))
      .where(where),
  ]);
  return { rows, total: Number(totals?.n ?? 0) };
}

export interface HistoryTotalsRow {
  totalBack: number;
  totalLay: number;
  totalPnl: number;
  totalCommission: number;
  totalBets: number;
}

/**
 * Totals of the same filter, in paise. Stakes count for matched bets only (settled or void:
 * a rejected bet never matched, a deleted one was taken back); P/L is that of settled bets;
 * commission is what the ledger credited the players (net of roll-backs) on the markets of
 * the settled bets, read from the journal so that the figure is the money that moved.
 */
export async function betHistoryTotals(db: DbOrTx, filter: BetHistoryFilter): Promise<HistoryTotalsRow> {
  const where = historyConditions(filter);
  const [row] = await db
    .select({
      totalBack: sql<string>`coalesce(sum(${bets.stake}) filter (where ${bets.side} = 'back' and ${bets.status} in ('settled', 'void')), 0)`,
      totalLay: sql<string>`coalesce(sum(${bets.stake}) filter (where ${bets.side} = 'lay' and ${bets.status} in ('settled', 'void')), 0)`,
      totalPnl: sql<string>`coalesce(sum(${bets.pnl}) filter (where ${bets.status} = 'settled'), 0)`,
      totalBets: count(),
    })
    .from(bets)
    .innerJoin(users, eq(users.id, bets.userId))
    .innerJoin(markets, eq(markets.id, bets.marketId))
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(where);
  // The (player, market) pairs of the settled bets in the filter, as ledger references.
  const settledMarkets = db
    .selectDistinct({ userId: bets.userId, reference: sql`'market:' || ${bets.marketId}` })
    .from(bets)
    .innerJoin(users, eq(users.id, bets.userId))
    .innerJoin(markets, eq(markets.id, bets.marketId))
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(and(where, eq(bets.status, 'settled')));
  const [commission] = await db
    .select({ total: sql<string>`coalesce(sum(${postings.amount}), 0)` })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .innerJoin(accounts, eq(accounts.id, postings.accountId))
    .where(
      and(
        eq(journalEntries.kind, 'commission'),
        eq(accounts.kind, 'wallet'),
        sql`(${accounts.userId}, ${journalEntries.reference}) in (${settledMarkets})`,
      ),
    );
  return {
    totalBack: Number(row?.totalBack ?? 0),
    totalLay: Number(row?.totalLay ?? 0),
    totalPnl: Number(row?.totalPnl ?? 0),
    totalCommission: Number(commission?.total ?? 0),
    totalBets: Number(row?.totalBets ?? 0),
  };
}
