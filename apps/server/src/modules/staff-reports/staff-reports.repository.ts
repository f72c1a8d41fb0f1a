import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, bets, casinoRounds, events, journalEntries, markets, postings, uplineShareLists, users } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';

/**
 * The SQL of the staff reports (downline P/L by user and by market, commission). Money in
 * paise. Exchange figures read settled bets (settled in the range); commission and the
 * caller's own P/L read the ledger.
 */

export interface Range {
  from: Date;
  to: Date;
}

export interface Page {
  offset: number;
  limit: number;
}

const paise = (v: string | number | null | undefined): number => Number(v ?? 0);
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const direction = (order: 'asc' | 'desc') => (order === 'asc' ? sql`asc` : sql`desc`);

/**
 * The caller's partnership on a bet, in basis points: its own share recorded on the bet, or
 * for the administrator the house's part (what no other upline holds; the administrator's own
 * share is posted to the house too).
 */
function shareOf(caller: { id: string; isAdministrator: boolean }): SQL {
  const shares = sql`(select l.shares from ${uplineShareLists} l where l.id = ${bets.shareListId})`;
  if (caller.isAdministrator) {
    return sql`(10000 - coalesce((select sum((s ->> 'bps')::int) from jsonb_array_elements(${shares}) s
      where s ->> 'role' <> 'administrator'), 0))`;
  }
  return sql`coalesce((select sum((s ->> 'bps')::int) from jsonb_array_elements(${shares}) s
    where s ->> 'userId' = ${caller.id}), 0)`;
}

/** The direct child of `parentId` whose subtree holds the player `p` (the player itself when a direct child). */
const childOf = (parentId: string) => sql`coalesce(p.ancestors[array_position(p.ancestors, ${parentId}::uuid) + 1], p.id)`;

export interface DownlinePlRowData {
  id: string;
  userName: string;
  role: string;
  players: number;
  bets: number;
  stake: number;
  pnl: number;
  commission: number;
  casinoPl: number;
  yourPl: number;
}

export type DownlinePlSort = 'userName' | 'pnl' | 'stake' | 'bets' | 'yourPl';

/**
 * Each direct child of `parentId` (user name matching `search`) with its subtree's figures;
 * `totals` over every child that matches, and how many match.
 */
export async function downlinePl(
  db: DbOrTx,
  f: {
    parentId: string;
    caller: { id: string; isAdministrator: boolean };
    range: Range;
    search?: string | undefined;
    sortBy: DownlinePlSort;
    sortOrder: 'asc' | 'desc';
  },
  page: Page,
): Promise<{ rows: DownlinePlRowData[]; total: number; totals: Omit<DownlinePlRowData, 'id' | 'userName' | 'role'> }> {
  const { from, to } = f.range;
  const child = childOf(f.parentId);
  const search = f.search ? sql`and u.user_name ilike ${like(f.search)}` : sql``;
  const base = sql`
    with kids as (
      select u.id, u.user_name, u.role from ${users} u where u.parent_id = ${f.parentId}::uuid ${search}
    ),
    ex as (
      select ${child} as child_id, count(*)::int as bets, count(distinct p.id)::int as players,
        sum(${bets.stake}) as stake, sum(${bets.pnl}) as pnl, sum(-${bets.pnl} * ${shareOf(f.caller)}) / 10000.0 as your
      from ${bets} join ${users} p on p.id = ${bets.userId}
      where ${bets.status} = 'settled' and ${bets.settledAt} >= ${ts(from)} and ${bets.settledAt} < ${ts(to)}
        and ${f.parentId}::uuid = any(p.ancestors)
      group by 1
    ),
    com as (
      select ${child} as child_id, sum(po.amount) as amount
      from ${journalEntries} e join ${postings} po on po.entry_id = e.id
        join ${accounts} a on a.id = po.account_id and a.kind = 'wallet'
        join ${users} p on p.id = a.user_id
      where e.kind = 'commission' and e.created_at >= ${ts(from)} and e.created_at < ${ts(to)}
        and p.role = 'user' and ${f.parentId}::uuid = any(p.ancestors)
      group by 1
    ),
    cas as (
      select ${child} as child_id, sum(r.win - r.stake) as pl
      from ${casinoRounds} r join ${users} p on p.id = r.user_id
      where r.status = 'settled' and r.settled_at >= ${ts(from)} and r.settled_at < ${ts(to)}
        and ${f.parentId}::uuid = any(p.ancestors)
      group by 1
    ),
    lines as (
      select k.id, k.user_name, k.role,
        coalesce(ex.players, 0) as players, coalesce(ex.bets, 0) as bets, coalesce(ex.stake, 0) as stake,
        coalesce(ex.pnl, 0) as pnl, coalesce(com.amount, 0) as commission, coalesce(cas.pl, 0) as casino_pl,
        round(coalesce(ex.your, 0)) as your_pl
      from kids k left join ex on ex.child_id = k.id left join com on com.child_id = k.id left join cas on cas.child_id = k.id
    )`;
  const sortColumn = {
    userName: sql`lower(user_name)`,
    pnl: sql`pnl`,
    stake: sql`stake`,
    bets: sql`bets`,
    yourPl: sql`your_pl`,
  }[f.sortBy];
  type Raw = {
    id: string;
    user_name: string;
    role: string;
    players: number;
    bets: number;
    stake: string;
    pnl: string;
    commission: string;
    casino_pl: string;
    your_pl: string;
  };
  const [rows, [sum]] = await Promise.all([
    rowsOf<Raw>(
      db,
      sql`${base} select * from lines order by ${sortColumn} ${direction(f.sortOrder)}, lower(user_name), id
        limit ${page.limit} offset ${page.offset}`,
    ),
    rowsOf<Omit<Raw, 'id' | 'user_name' | 'role'> & { n: number }>(
      db,
      sql`${base} select count(*)::int as n, coalesce(sum(players), 0)::int as players, coalesce(sum(bets), 0)::int as bets,
        coalesce(sum(stake), 0) as stake, coalesce(sum(pnl), 0) as pnl, coalesce(sum(commission), 0) as commission,
        coalesce(sum(casino_pl), 0) as casino_pl, coalesce(sum(your_pl), 0) as your_pl from lines`,
    ),
  ]);
  const figures = (r: Omit<Raw, 'id' | 'user_name' | 'role'>) => ({
    players: Number(r.players),
    bets: Number(r.bets),
    stake: paise(r.stake),
    pnl: paise(r.pnl),
    commission: paise(r.commission),
    casinoPl: paise(r.casino_pl),
    yourPl: paise(r.your_pl),
  });
  return {
    rows: rows.map((r) => ({ id: r.id, userName: r.user_name, role: r.role, ...figures(r) })),
    total: Number(sum?.n ?? 0),
    totals: figures(sum!),
  };
}

export interface MarketPlRowData {
  marketId: string;
  marketName: string;
  marketType: string;
  eventId: string;
  eventName: string;
  eventTypeId: number;
  settledAt: Date;
  players: number;
  bets: number;
  stake: number;
  pnl: number;
  commission: number;
  yourPl: number;
}

export type MarketPlSort = 'settledAt' | 'pnl' | 'stake' | 'bets';

/**
 * The markets on which the caller's downline players had bets settled in the range, with the
 * players' figures there; commission (the players' commission lines on the market) and the
 * caller's own ledger lines on it (`accountId`: its wallet, or the house for the
 * administrator) are read for the page's markets, and summed for the totals.
 */
export async function marketPl(
  db: DbOrTx,
  f: {
    callerId: string;
    accountId: string;
    range: Range;
    search?: string | undefined;
    eventTypeId?: number | undefined;
    sortBy: MarketPlSort;
    sortOrder: 'asc' | 'desc';
  },
  page: Page,
): Promise<{
  rows: MarketPlRowData[];
  total: number;
  totals: Omit<MarketPlRowData, 'marketId' | 'marketName' | 'marketType' | 'eventId' | 'eventName' | 'eventTypeId' | 'settledAt'> & {
    markets: number;
  };
}> {
  const { from, to } = f.range;
  const conditions: SQL[] = [];
  if (f.search) conditions.push(sql`(m.name ilike ${like(f.search)} or e.name ilike ${like(f.search)})`);
  if (f.eventTypeId !== undefined) conditions.push(sql`e.event_type_id = ${f.eventTypeId}`);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const base = sql`
    with mb as (
      select ${bets.marketId} as market_id, count(*)::int as bets, count(distinct ${bets.userId})::int as players,
        sum(${bets.stake}) as stake, sum(${bets.pnl}) as pnl, max(${bets.settledAt}) as settled_at
      from ${bets} join ${users} p on p.id = ${bets.userId}
      where ${bets.status} = 'settled' and ${bets.settledAt} >= ${ts(from)} and ${bets.settledAt} < ${ts(to)}
        and ${f.callerId}::uuid = any(p.ancestors)
      group by ${bets.marketId}
    ),
    lines as (
      select mb.*, m.name as market_name, m.type as market_type, m.event_id, e.name as event_name, e.event_type_id,
        'market:' || mb.market_id as reference
      from mb join ${markets} m on m.id = mb.market_id join ${events} e on e.id = m.event_id
      ${where}
    )`;
  // Commission the downline's players were credited, and the caller's own lines, per market.
  const ledgerSums = sql`
    com as (
      select e.reference, sum(po.amount) as amount
      from ${journalEntries} e join ${postings} po on po.entry_id = e.id
        join ${accounts} a on a.id = po.account_id and a.kind = 'wallet' join ${users} p on p.id = a.user_id
      where e.kind = 'commission' and e.reference in (select reference from picked)
        and p.role = 'user' and ${f.callerId}::uuid = any(p.ancestors)
      group by e.reference
    ),
    mine as (
      select e.reference, sum(po.amount) as amount
      from ${journalEntries} e join ${postings} po on po.entry_id = e.id
      where po.account_id = ${f.accountId}::uuid and e.kind in ('bet_settlement', 'commission')
        and e.reference in (select reference from picked)
      group by e.reference
    )`;
  const sortColumn = { settledAt: sql`settled_at`, pnl: sql`pnl`, stake: sql`stake`, bets: sql`bets` }[f.sortBy];
  type Raw = {
    market_id: string;
    market_name: string;
    market_type: string;
    event_id: string;
    event_name: string;
    event_type_id: number;
    settled_at: string | Date;
    players: number;
    bets: number;
    stake: string;
    pnl: string;
    commission: string;
    your_pl: string;
  };
  const [rows, [sum]] = await Promise.all([
    rowsOf<Raw>(
      db,
      sql`${base}, picked as (
          select * from lines order by ${sortColumn} ${direction(f.sortOrder)}, market_id limit ${page.limit} offset ${page.offset}
        ), ${ledgerSums}
        select picked.*, coalesce(com.amount, 0) as commission, coalesce(mine.amount, 0) as your_pl
        from picked left join com on com.reference = picked.reference left join mine on mine.reference = picked.reference
        order by ${sortColumn} ${direction(f.sortOrder)}, market_id`,
    ),
    rowsOf<{ n: number; players: number; bets: number; stake: string; pnl: string; commission: string; your_pl: string }>(
      db,
      sql`${base}, picked as (select * from lines), ${ledgerSums}
        select count(*)::int as n, coalesce(sum(players), 0)::int as players, coalesce(sum(bets), 0)::int as bets,
          coalesce(sum(stake), 0) as stake, coalesce(sum(pnl), 0) as pnl,
          (select coalesce(sum(amount), 0) from com) as commission, (select coalesce(sum(amount), 0) from mine) as your_pl
        from picked`,
    ),
  ]);
  return {
    rows: rows.map((r) => ({
      marketId: r.market_id,
      marketName: r.market_name,
      marketType: r.market_type,
      eventId: r.event_id,
      eventName: r.event_name,
      eventTypeId: Number(r.event_type_id),
      settledAt: new Date(r.settled_at),
      players: Number(r.players),
      bets: Number(r.bets),
      stake: paise(r.stake),
      pnl: paise(r.pnl),
      commission: paise(r.commission),
      yourPl: paise(r.your_pl),
    })),
    total: Number(sum?.n ?? 0),
    totals: {
      markets: Number(sum?.n ?? 0),
      players: Number(sum?.players ?? 0),
      bets: Number(sum?.bets ?? 0),
      stake: paise(sum?.stake),
      pnl: paise(sum?.pnl),
      commission: paise(sum?.commission),
      yourPl: paise(sum?.your_pl),
    },
  };
}

export interface CommissionRowData {
  id: string;
  userName: string;
  commissionBps: number;
  parentId: string | null;
  parentName: string | null;
  markets: number;
  commission: number;
}

export type CommissionSort = 'commission' | 'userName' | 'markets';

/** The downline's players with commission lines posted in the range, and the caller's own commission lines. */
export async function commissionReport(
  db: DbOrTx,
  f: {
    callerId: string;
    accountId: string;
    range: Range;
    search?: string | undefined;
    sortBy: CommissionSort;
    sortOrder: 'asc' | 'desc';
  },
  page: Page,
): Promise<{ rows: CommissionRowData[]; total: number; totals: { players: number; commission: number; yourCommission: number } }> {
  const { from, to } = f.range;
  const search = f.search ? sql`and p.user_name ilike ${like(f.search)}` : sql``;
  const base = sql`
    with lines as (
      select p.id, p.user_name, p.commission_bps, p.parent_id, sum(po.amount) as commission,
        count(distinct e.reference)::int as markets
      from ${journalEntries} e join ${postings} po on po.entry_id = e.id
        join ${accounts} a on a.id = po.account_id and a.kind = 'wallet' join ${users} p on p.id = a.user_id
      where e.kind = 'commission' and e.created_at >= ${ts(from)} and e.created_at < ${ts(to)}
        and p.role = 'user' and ${f.callerId}::uuid = any(p.ancestors) ${search}
      group by p.id, p.user_name, p.commission_bps, p.parent_id
    )`;
  const sortColumn = { commission: sql`l.commission`, userName: sql`lower(l.user_name)`, markets: sql`l.markets` }[f.sortBy];
  type Raw = {
    id: string;
    user_name: string;
    commission_bps: number;
    parent_id: string | null;
    parent_name: string | null;
    markets: number;
    commission: string;
  };
  const [rows, [sum], [mine]] = await Promise.all([
    rowsOf<Raw>(
      db,
      sql`${base} select l.*, par.user_name as parent_name from lines l left join ${users} par on par.id = l.parent_id
        order by ${sortColumn} ${direction(f.sortOrder)}, lower(l.user_name), l.id limit ${page.limit} offset ${page.offset}`,
    ),
    rowsOf<{ n: number; commission: string }>(
      db,
      sql`${base} select count(*)::int as n, coalesce(sum(commission), 0) as commission from lines`,
    ),
    rowsOf<{ amount: string }>(
      db,
      sql`select coalesce(sum(po.amount), 0) as amount
        from ${journalEntries} e join ${postings} po on po.entry_id = e.id
        where po.account_id = ${f.accountId}::uuid and e.kind = 'commission'
          and e.created_at >= ${ts(from)} and e.created_at < ${ts(to)}`,
    ),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      userName: r.user_name,
      commissionBps: Number(r.commission_bps),
      parentId: r.parent_id,
      parentName: r.parent_name,
      markets: Number(r.markets),
      commission: paise(r.commission),
    })),
    total: Number(sum?.n ?? 0),
    totals: { players: Number(sum?.n ?? 0), commission: paise(sum?.commission), yourCommission: paise(mine?.amount) },
  };
}

/** Accounts from the caller down to `nodeId` (both included), for the report's breadcrumb. */
export async function nodesByIds(db: DbOrTx, ids: readonly string[]): Promise<{ id: string; userName: string; role: string }[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<{ id: string; user_name: string; role: string }>(
    db,
    sql`select id, user_name, role from ${users} where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ id: r.id, userName: r.user_name, role: r.role }] : [];
  });
}
