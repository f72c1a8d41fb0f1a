import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * The SQL of the B2C Dashboard. Every figure is about the players in scope (role user, never
 * demo accounts), grouped by IST day: IST has no daylight saving, so a day is a fixed offset
 * of UTC. Money comes back in paise.
 */

export interface DashboardScope {
  /** One player, or every player below this account. */
  players: { userId: string } | { uplineId: string };
  /** Only the players of this white label. */
  whiteLabelId?: string | undefined;
  /** [from, to) instants. */
  from: Date;
  to: Date;
}

const num = (v: unknown): number => Number(v ?? 0);

/** The IST day of a timestamp expression, as YYYY-MM-DD. */
const istDay = (column: SQL): SQL => sql`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/** The players of the scope, as a condition on the `users` row aliased `u`. */
function playersOf(s: DashboardScope): SQL {
  const who = 'userId' in s.players ? sql`u.id = ${s.players.userId}::uuid` : sql`${s.players.uplineId}::uuid = any(u.ancestors)`;
  const label = s.whiteLabelId ? sql` and u.white_label_id = ${s.whiteLabelId}::uuid` : sql``;
  return sql`u.role = 'user' and not u.demo and ${who}${label}`;
}

export interface MoneyDayRow {
  day: string;
  count: number;
  amount: number;
}

/** Approved deposits per IST day of their decision (the approved amount counts). */
export async function approvedDepositsByDay(db: DbOrTx, s: DashboardScope): Promise<MoneyDayRow[]> {
  const rows = await rowsOf<{ day: string; n: unknown; amount: unknown }>(
    db,
    sql`select ${istDay(sql`d.decided_at`)} as day, count(*) as n, coalesce(sum(coalesce(d.approved_amount, d.amount)), 0) as amount
        from deposit_requests d join users u on u.id = d.user_id
        where d.status = 'approved' and d.decided_at >= ${s.from.toISOString()}::timestamptz and d.decided_at < ${s.to.toISOString()}::timestamptz
          and ${playersOf(s)}
        group by 1`,
  );
  return rows.map((r) => ({ day: r.day, count: num(r.n), amount: num(r.amount) }));
}

/** Approved withdrawals per IST day of their decision. */
export async function approvedWithdrawalsByDay(db: DbOrTx, s: DashboardScope): Promise<MoneyDayRow[]> {
  const rows = await rowsOf<{ day: string; n: unknown; amount: unknown }>(
    db,
    sql`select ${istDay(sql`w.decided_at`)} as day, count(*) as n, coalesce(sum(w.amount), 0) as amount
        from withdraw_requests w join users u on u.id = w.user_id
        where w.status = 'approved' and w.decided_at >= ${s.from.toISOString()}::timestamptz and w.decided_at < ${s.to.toISOString()}::timestamptz
          and ${playersOf(s)}
        group by 1`,
  );
  return rows.map((r) => ({ day: r.day, count: num(r.n), amount: num(r.amount) }));
}

/** Deposits and withdrawals still waiting for staff, as the queues stand now. */
export async function openRequests(
  db: DbOrTx,
  s: DashboardScope,
): Promise<{ depositCount: number; deposits: number; withdrawalCount: number; withdrawals: number }> {
  const [row] = await rowsOf<{ dn: unknown; da: unknown; wn: unknown; wa: unknown }>(
    db,
    sql`select
          (select count(*) from deposit_requests d join users u on u.id = d.user_id
            where d.status in ('pending', 'processing') and ${playersOf(s)}) as dn,
          (select coalesce(sum(d.amount), 0) from deposit_requests d join users u on u.id = d.user_id
            where d.status in ('pending', 'processing') and ${playersOf(s)}) as da,
          (select count(*) from withdraw_requests w join users u on u.id = w.user_id
            where w.status in ('pending', 'processing') and ${playersOf(s)}) as wn,
          (select coalesce(sum(w.amount), 0) from withdraw_requests w join users u on u.id = w.user_id
            where w.status in ('pending', 'processing') and ${playersOf(s)}) as wa`,
  );
  return { depositCount: num(row?.dn), deposits: num(row?.da), withdrawalCount: num(row?.wn), withdrawals: num(row?.wa) };
}

/** Player accounts opened per IST day, and the players in scope today. */
export async function newPlayersByDay(db: DbOrTx, s: DashboardScope): Promise<{ days: { day: string; count: number }[]; players: number }> {
  const [days, [total]] = await Promise.all([
    rowsOf<{ day: string; n: unknown }>(
      db,
      sql`select ${istDay(sql`u.created_at`)} as day, count(*) as n from users u
          where u.created_at >= ${s.from.toISOString()}::timestamptz and u.created_at < ${s.to.toISOString()}::timestamptz and ${playersOf(s)}
          group by 1`,
    ),
    rowsOf<{ n: unknown }>(db, sql`select count(*) as n from users u where ${playersOf(s)}`),
  ]);
  return { days: days.map((r) => ({ day: r.day, count: num(r.n) })), players: num(total?.n) };
}

/** The (player, day) pairs of play: a bet placed (not refused) or a casino round started. */
function playSql(s: DashboardScope): SQL {
  const range = (col: SQL) => sql`${col} >= ${s.from.toISOString()}::timestamptz and ${col} < ${s.to.toISOString()}::timestamptz`;
  return sql`select b.user_id, ${istDay(sql`b.created_at`)} as day from bets b join users u on u.id = b.user_id
               where b.status <> 'rejected' and ${range(sql`b.created_at`)} and ${playersOf(s)}
             union
             select r.user_id, ${istDay(sql`r.created_at`)} as day from casino_rounds r join users u on u.id = r.user_id
               where ${range(sql`r.created_at`)} and ${playersOf(s)}`;
}

/** Players who played per IST day, and over the whole range (each player once). */
export async function activePlayers(db: DbOrTx, s: DashboardScope): Promise<{ days: { day: string; count: number }[]; total: number }> {
  const [days, [total]] = await Promise.all([
    rowsOf<{ day: string; n: unknown }>(db, sql`select day, count(distinct user_id) as n from (${playSql(s)}) play group by day`),
    rowsOf<{ n: unknown }>(db, sql`select count(distinct user_id) as n from (${playSql(s)}) play`),
  ]);
  return { days: days.map((r) => ({ day: r.day, count: num(r.n) })), total: num(total?.n) };
}

export interface PlDayRow {
  day: string;
  /** The players' own P/L (positive when they won), paise. */
  exchange: number;
  casino: number;
}

/** The players' settled game P/L per IST day of settlement, exchange and casino. */
export async function playerPlByDay(db: DbOrTx, s: DashboardScope): Promise<PlDayRow[]> {
  const range = (col: SQL) => sql`${col} >= ${s.from.toISOString()}::timestamptz and ${col} < ${s.to.toISOString()}::timestamptz`;
  const [exchange, casino] = await Promise.all([
    rowsOf<{ day: string; pl: unknown }>(
      db,
      sql`select ${istDay(sql`b.settled_at`)} as day, coalesce(sum(b.pnl), 0) as pl from bets b join users u on u.id = b.user_id
          where b.status = 'settled' and ${range(sql`b.settled_at`)} and ${playersOf(s)} group by 1`,
    ),
    rowsOf<{ day: string; pl: unknown }>(
      db,
      sql`select ${istDay(sql`r.settled_at`)} as day, coalesce(sum(r.win - r.stake), 0) as pl from casino_rounds r join users u on u.id = r.user_id
          where r.status = 'settled' and ${range(sql`r.settled_at`)} and ${playersOf(s)} group by 1`,
    ),
  ]);
  const byDay = new Map<string, PlDayRow>();
  const at = (day: string) => byDay.get(day) ?? byDay.set(day, { day, exchange: 0, casino: 0 }).get(day)!;
  for (const r of exchange) at(r.day).exchange += num(r.pl);
  for (const r of casino) at(r.day).casino += num(r.pl);
  return [...byDay.values()];
}
