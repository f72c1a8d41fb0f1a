import { and, eq, gte, lt, sql, type Column, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  bets,
  casinoGames,
  casinoRounds,
  depositRequests,
  events,
  markets,
  postings,
  users,
  withdrawRequests,
} from '../../db/schema/index.js';

/** The SQL of the profit/loss report (GET api/{userType}/game/report). Money in paise. */

export interface PlReportFilter {
  /** One player, or every player whose upline includes this account. */
  scope: { userId: string } | { uplineId: string };
  /** Settled or approved in [from, to). */
  from: Date;
  to: Date;
}

export interface GameLineRow {
  key: string;
  totalAmount: number;
  totalWin: number;
  totalLose: number;
}

export interface MoneyLineRow {
  totalAmount: number;
  totalBonus: number;
}

/** Whose rows: `userIdColumn` is the row's player, matched directly or through `users.ancestors`. */
function scopeCondition(f: PlReportFilter, userIdColumn: Column): SQL {
  if ('userId' in f.scope) return eq(userIdColumn, f.scope.userId);
  return sql`${f.scope.uplineId}::uuid = any(${users.ancestors})`;
}

/**
 * The rows a report line counts: in `status` (settled, approved), with the time that status was
 * reached in [from, to), of a player in scope. Every line of the report reads its rows this way,
 * so the lines of one report always cover the same players and the same range.
 */
function inReport(f: PlReportFilter, status: SQL, reachedAt: Column, userIdColumn: Column): SQL | undefined {
  return and(status, gte(reachedAt, f.from), lt(reachedAt, f.to), scopeCondition(f, userIdColumn));
}

const settledBets = (f: PlReportFilter) => inReport(f, eq(bets.status, 'settled'), bets.settledAt, bets.userId);
const settledRounds = (f: PlReportFilter) => inReport(f, eq(casinoRounds.status, 'settled'), casinoRounds.settledAt, casinoRounds.userId);
const approvedDeposits = (f: PlReportFilter) =>
  inReport(f, eq(depositRequests.status, 'approved'), depositRequests.decidedAt, depositRequests.userId);
const approvedWithdrawals = (f: PlReportFilter) =>
  inReport(f, eq(withdrawRequests.status, 'approved'), withdrawRequests.decidedAt, withdrawRequests.userId);

// Sums come back from PostgreSQL as numeric strings; paise fit a JS integer comfortably.
const paise = (value: string | number | null): number => Number(value ?? 0);

const gameLine = (key: string, r: { totalAmount: string; totalWin: string; totalLose: string }): GameLineRow => ({
  key,
  totalAmount: paise(r.totalAmount),
  totalWin: paise(r.totalWin),
  totalLose: paise(r.totalLose),
});

/** Settled bets by sport: stakes, winning P/L and losing P/L (negative). */
export async function exchangeLines(db: DbOrTx, f: PlReportFilter): Promise<GameLineRow[]> {
  const rows = await db
    .select({
      eventTypeId: events.eventTypeId,
      totalAmount: sql<string>`coalesce(sum(${bets.stake}), 0)`,
      totalWin: sql<string>`coalesce(sum(greatest(${bets.pnl}, 0)), 0)`,
      totalLose: sql<string>`coalesce(sum(least(${bets.pnl}, 0)), 0)`,
    })
    .from(bets)
    .innerJoin(users, eq(users.id, bets.userId))
    .innerJoin(markets, eq(markets.id, bets.marketId))
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(settledBets(f))
    .groupBy(events.eventTypeId)
    .orderBy(events.eventTypeId);
  return rows.map((r) => gameLine(String(r.eventTypeId), r));
}

/** Settled casino rounds by game type: stakes, and the player's net (win - stake) split by sign. */
export async function casinoLines(db: DbOrTx, f: PlReportFilter): Promise<GameLineRow[]> {
  const net = sql`(${casinoRounds.win} - ${casinoRounds.stake})`;
  const rows = await db
    .select({
      gameType: casinoGames.gameType,
      totalAmount: sql<string>`coalesce(sum(${casinoRounds.stake}), 0)`,
      totalWin: sql<string>`coalesce(sum(greatest(${net}, 0)), 0)`,
      totalLose: sql<string>`coalesce(sum(least(${net}, 0)), 0)`,
    })
    .from(casinoRounds)
    .innerJoin(users, eq(users.id, casinoRounds.userId))
    .innerJoin(casinoGames, eq(casinoGames.id, casinoRounds.gameId))
    .where(settledRounds(f))
    .groupBy(casinoGames.gameType)
    .orderBy(casinoGames.gameType);
  return rows.map((r) => gameLine(r.gameType, r));
}

/** Approved deposits in the range as one line (none when there are none); the approved amount counts. */
export async function depositLines(db: DbOrTx, f: PlReportFilter): Promise<MoneyLineRow[]> {
  const [row] = await db
    .select({
      n: sql<string>`count(*)`,
      totalAmount: sql<string>`coalesce(sum(coalesce(${depositRequests.approvedAmount}, ${depositRequests.amount})), 0)`,
    })
    .from(depositRequests)
    .innerJoin(users, eq(users.id, depositRequests.userId))
    .where(approvedDeposits(f));
  if (paise(row?.n ?? 0) === 0) return [];
  return [{ totalAmount: paise(row?.totalAmount ?? 0), totalBonus: await depositBonusTotal(db, f) }];
}

/**
 * The bonus credited with the approved deposits of the range, read from the ledger: an offer's
 * bonus is the promotions account's line of the deposit's own journal entry (bonuses module),
 * so it is minus that line. A referral bonus is not a deposit's (it goes to the referrer) and
 * is not counted here.
 */
async function depositBonusTotal(db: DbOrTx, f: PlReportFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(-sum(${postings.amount}), 0)` })
    .from(depositRequests)
    .innerJoin(users, eq(users.id, depositRequests.userId))
    .innerJoin(postings, eq(postings.entryId, depositRequests.journalEntryId))
    .innerJoin(accounts, and(eq(accounts.id, postings.accountId), eq(accounts.kind, 'promotions')))
    .where(approvedDeposits(f));
  return paise(row?.total ?? 0);
}

/** Approved withdrawals in the range as one line (none when there are none). */
export async function withdrawLines(db: DbOrTx, f: PlReportFilter): Promise<MoneyLineRow[]> {
  const [row] = await db
    .select({ n: sql<string>`count(*)`, totalAmount: sql<string>`coalesce(sum(${withdrawRequests.amount}), 0)` })
    .from(withdrawRequests)
    .innerJoin(users, eq(users.id, withdrawRequests.userId))
    .where(approvedWithdrawals(f));
  return paise(row?.n ?? 0) > 0 ? [{ totalAmount: paise(row?.totalAmount ?? 0), totalBonus: 0 }] : [];
}

/** A player in the downline of `uplineId`, or undefined (also for a non-player or unknown id). */
export async function findDownlinePlayer(db: DbOrTx, uplineId: string, userId: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'user'), sql`${uplineId}::uuid = any(${users.ancestors})`));
  return row;
}

export interface DailyPlRow {
  /** IST day, YYYY-MM-DD. */
  day: string;
  exchangePl: number;
  casinoPl: number;
}

/** The IST day of a timestamp column, as text (IST has no daylight saving: a fixed offset). */
const istDay = (column: Column): SQL<string> => sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/**
 * The player's game P/L per IST day of the range (settled bets and casino rounds), for the
 * report's daily chart; days without play are left out.
 */
export async function dailyLines(db: DbOrTx, f: PlReportFilter): Promise<DailyPlRow[]> {
  const exchangeDay = istDay(bets.settledAt);
  const casinoDay = istDay(casinoRounds.settledAt);
  const [exchange, casino] = await Promise.all([
    db
      .select({ day: exchangeDay, pl: sql<string>`coalesce(sum(${bets.pnl}), 0)` })
      .from(bets)
      .innerJoin(users, eq(users.id, bets.userId))
      .where(settledBets(f))
      .groupBy(exchangeDay),
    db
      .select({ day: casinoDay, pl: sql<string>`coalesce(sum(${casinoRounds.win} - ${casinoRounds.stake}), 0)` })
      .from(casinoRounds)
      .innerJoin(users, eq(users.id, casinoRounds.userId))
      .where(settledRounds(f))
      .groupBy(casinoDay),
  ]);
  const byDay = new Map<string, DailyPlRow>();
  const at = (day: string) => byDay.get(day) ?? byDay.set(day, { day, exchangePl: 0, casinoPl: 0 }).get(day)!;
  for (const r of exchange) at(r.day).exchangePl += paise(r.pl);
  for (const r of casino) at(r.day).casinoPl += paise(r.pl);
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}
