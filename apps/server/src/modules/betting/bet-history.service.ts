import type { BetHistoryQuery, BetHistoryStatus, BetHistoryTotals, HistoryBet } from '@backlay/contract';
import { paiseToRupees, reportRange } from '@backlay/domain';
import { requireDownlineFilter } from '../users/downline-access.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { badRequest } from '../../lib/app-error.js';
import { betHistoryTotals, listBetHistory, type BetHistoryFilter, type HistoryRow } from './bet-history.repository.js';
import { betToWire } from './open-bet-wire.js';
import { pageInfo } from '../../lib/page-info.js';
import type { OpenBetsPage } from './open-bets.service.js';

/**
 * GET .../openBet/history and .../openBet/history/details for the player (own bets) and for
 * staff (every player of the downline, or one with `userId`). docs/product.md shows neither call's
 * query nor answer; the contract (packages/contract betting.ts) documents ours: bets that are
 * no longer open, placed within the range (IST days, default the last 7), newest first.
 */

type Query = { page: number; limit: number; status: BetHistoryStatus } & Omit<BetHistoryQuery, 'page' | 'limit' | 'status' | 'search'> & {
    userId?: string | undefined;
  };

export interface BetHistoryPage extends Omit<OpenBetsPage, 'docs'> {
  docs: HistoryBet[];
}

const PAST_STATUSES = ['settled', 'void', 'rejected', 'deleted'] as const;

/** Sport ids are numbers in the catalogue ('4' cricket); anything else matches nothing. */
function eventTypeIdOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value)) throw badRequest('eventTypeId must be a sport id');
  return Number(value);
}

function filterOf(ctx: AppContext, who: { userId?: string; uplineId?: string }, q: Query): BetHistoryFilter {
  const { from, to } = reportRange(ctx.clock.now(), q.startDate, q.endDate);
  return {
    ...who,
    from,
    to,
    statuses: q.status === 'all' ? PAST_STATUSES : [q.status],
    eventTypeId: eventTypeIdOf(q.eventTypeId),
    eventId: q.eventId,
    marketId: q.marketId,
  };
}

function historyToWire(row: HistoryRow, forStaff: boolean): HistoryBet {
  const { bet } = row;
  return {
    ...betToWire(bet, row, forStaff ? { userName: row.userName, uplineShares: row.uplineShares } : undefined),
    pnl: bet.pnl === null ? null : paiseToRupees(bet.pnl),
    settledAt: bet.settledAt?.toISOString() ?? null,
    eventTypeId: String(row.eventTypeId),
    cashOut: bet.clientInfo['cashOut'] === true,
  };
}

async function historyPage(ctx: AppContext, filter: BetHistoryFilter, q: Query, forStaff: boolean): Promise<BetHistoryPage> {
  const { rows, total } = await listBetHistory(ctx.db, filter, { offset: (q.page - 1) * q.limit, limit: q.limit });
  const docs = rows.map((r) => historyToWire(r, forStaff));
  return { docs, ...pageInfo(q.page, q.limit, total, docs.length) };
}

async function totals(ctx: AppContext, filter: BetHistoryFilter): Promise<{ docs: BetHistoryTotals }> {
  const t = await betHistoryTotals(ctx.db, filter);
  return {
    docs: {
      totalBack: paiseToRupees(t.totalBack),
      totalLay: paiseToRupees(t.totalLay),
      totalBetPts: paiseToRupees(t.totalPnl),
      totalCommission: paiseToRupees(t.totalCommission),
      totalBets: t.totalBets,
    },
  };
}

export function playerBetHistory(ctx: AppContext, player: UserRow, q: Query): Promise<BetHistoryPage> {
  return historyPage(ctx, filterOf(ctx, { userId: player.id }, q), q, false);
}

export function playerBetHistoryTotals(ctx: AppContext, player: UserRow, q: Query): Promise<{ docs: BetHistoryTotals }> {
  return totals(ctx, filterOf(ctx, { userId: player.id }, q));
}

function downlineOf(staff: UserRow, q: Query): { userId?: string; uplineId: string } {
  return q.userId ? { uplineId: staff.id, userId: q.userId } : { uplineId: staff.id };
}

export async function downlineBetHistory(ctx: AppContext, staff: UserRow, q: Query): Promise<BetHistoryPage> {
  await requireDownlineFilter(ctx.db, staff, q.userId);
  return historyPage(ctx, filterOf(ctx, downlineOf(staff, q), q), q, true);
}

export async function downlineBetHistoryTotals(ctx: AppContext, staff: UserRow, q: Query): Promise<{ docs: BetHistoryTotals }> {
  await requireDownlineFilter(ctx.db, staff, q.userId);
  return totals(ctx, filterOf(ctx, downlineOf(staff, q), q));
}
