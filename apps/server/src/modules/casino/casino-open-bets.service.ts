import type { CasinoGameType, CasinoHistoryTotals, CasinoRound, PageInfo } from '@backlay/contract';
import { paiseToRupees, reportRange } from '@backlay/domain';
import type { AppContext, UserRow } from '../../lib/context.js';
import { pageInfo } from '../../lib/page-info.js';
import { listRounds, roundTotals, type RoundFilter } from './rounds.repository.js';
import { roundToWire } from './round-wire.js';
import { requireDownlineFilter } from '../users/downline-access.js';

/**
 * GET api/user/casino/openBet, .../history and .../history/details, and the api/{role}/user/...
 * versions for uplines (docs/product.md §7 "The same three exist under casino/openBet"): the
 * player's rounds with their bets, wins and rollbacks. Open: no result yet. History: settled or
 * cancelled rounds started within the range (IST days, default the last 7), newest first.
 */

export interface CasinoRoundsPage extends PageInfo {
  docs: CasinoRound[];
}

interface OpenQuery {
  page: number;
  limit: number;
  gameType?: CasinoGameType | undefined;
  userId?: string | undefined;
}

interface HistoryQuery extends OpenQuery {
  startDate?: string | undefined;
  endDate?: string | undefined;
  status: 'all' | 'settled' | 'cancelled';
}

/** Whose rounds: the player's own, or (staff) the whole downline or one player of it. */
function whose(caller: UserRow, q: OpenQuery): Pick<RoundFilter, 'userId' | 'uplineId'> {
  if (caller.role === 'user') return { userId: caller.id };
  return { uplineId: caller.id, ...(q.userId ? { userId: q.userId } : {}) };
}

function historyFilter(ctx: AppContext, caller: UserRow, q: HistoryQuery): RoundFilter {
  const { from, to } = reportRange(ctx.clock.now(), q.startDate, q.endDate);
  return {
    ...whose(caller, q),
    statuses: q.status === 'all' ? ['settled', 'cancelled'] : [q.status],
    gameType: q.gameType,
    from,
    to,
  };
}

async function page(ctx: AppContext, caller: UserRow, filter: RoundFilter, q: OpenQuery): Promise<CasinoRoundsPage> {
  const { rows, total } = await listRounds(ctx.db, filter, { offset: (q.page - 1) * q.limit, limit: q.limit });
  const docs = rows.map((r) => roundToWire(r, caller.role !== 'user'));
  return { docs, ...pageInfo(q.page, q.limit, total, docs.length) };
}

/** Staff narrowing to one player: that player must be in the caller's downline (403 otherwise). */
async function checkReach(ctx: AppContext, caller: UserRow, q: OpenQuery): Promise<void> {
  if (caller.role !== 'user') await requireDownlineFilter(ctx.db, caller, q.userId);
}

export async function casinoOpenBets(ctx: AppContext, caller: UserRow, q: OpenQuery): Promise<CasinoRoundsPage> {
  await checkReach(ctx, caller, q);
  return page(ctx, caller, { ...whose(caller, q), statuses: ['open'], gameType: q.gameType }, q);
}

export async function casinoHistory(ctx: AppContext, caller: UserRow, q: HistoryQuery): Promise<CasinoRoundsPage> {
  await checkReach(ctx, caller, q);
  return page(ctx, caller, historyFilter(ctx, caller, q), q);
}

export async function casinoHistoryTotals(ctx: AppContext, caller: UserRow, q: HistoryQuery): Promise<{ docs: CasinoHistoryTotals }> {
  await checkReach(ctx, caller, q);
  const t = await roundTotals(ctx.db, historyFilter(ctx, caller, q));
  return {
    docs: {
      totalStake: paiseToRupees(t.stake),
      totalWin: paiseToRupees(t.win),
      totalPnl: paiseToRupees(t.win - t.stake),
      totalRounds: t.rounds,
    },
  };
}

/** One round as the live messages carry it (the player's view). */
export async function roundForPlayer(ctx: AppContext, userId: string, roundId: string): Promise<CasinoRound | null> {
  const { rows } = await listRounds(
    ctx.db,
    { userId, roundIds: [roundId], statuses: ['open', 'settled', 'cancelled'] },
    { offset: 0, limit: 1 },
  );
  return rows[0] ? roundToWire(rows[0], false) : null;
}
