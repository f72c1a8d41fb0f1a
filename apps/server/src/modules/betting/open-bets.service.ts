import type { OpenBet, OpenBetsQuery, PageInfo } from '@backlay/contract';
import type { AppContext, UserRow } from '../../lib/context.js';
import { listOpenBets, type OpenBetFilter } from './betting.repository.js';
import { betToWire } from './open-bet-wire.js';
import { requireDownlineFilter } from '../users/downline-access.js';

/**
 * GET api/user/openBet (the player's own) and GET api/{role}/user/openBet (every player of the
 * caller's downline, or one of them with `userId`): open bets, newest first, optionally of one
 * market or event, with the spec's page info beside them.
 */

export interface OpenBetsPage extends PageInfo {
  docs: OpenBet[];
}

type Query = { page: number; limit: number } & Pick<OpenBetsQuery, 'marketId' | 'eventId'> & { userId?: string | undefined };

export async function playerOpenBets(ctx: AppContext, player: UserRow, query: Query): Promise<OpenBetsPage> {
  return page(ctx, { userId: player.id, marketId: query.marketId, eventId: query.eventId }, query, false);
}

export async function downlineOpenBets(ctx: AppContext, staff: UserRow, query: Query): Promise<OpenBetsPage> {
  await requireDownlineFilter(ctx.db, staff, query.userId);
  const filter: OpenBetFilter = { uplineId: staff.id, marketId: query.marketId, eventId: query.eventId };
  if (query.userId) filter.userId = query.userId;
  return page(ctx, filter, query, true);
}

async function page(ctx: AppContext, filter: OpenBetFilter, query: Query, forStaff: boolean): Promise<OpenBetsPage> {
  const { rows, total } = await listOpenBets(ctx.db, filter, { offset: (query.page - 1) * query.limit, limit: query.limit });
  const docs = rows.map((r) => betToWire(r.bet, r, forStaff ? { userName: r.userName, uplineShares: r.uplineShares } : undefined));
  return { docs, ...pageInfo(query.page, query.limit, total, docs.length) };
}

/**
 * Page info of lists (platform-core §3). An empty list has one (empty) page, as the client
 * assumes. A page past the last shows nothing (showingFrom and showingTo 0, not the rows it
 * would have held) and its previous page is the last one, where the rows are.
 */
export function pageInfo(page: number, limit: number, totalDocs: number, shown: number): PageInfo {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  const offset = (page - 1) * limit;
  const showingFrom = shown === 0 ? 0 : offset + 1;
  const showingTo = shown === 0 ? 0 : offset + shown;
  return {
    limit,
    nextPage: page < totalPages,
    nextPageNumber: page < totalPages ? page + 1 : null,
    previousPage: page > 1,
    previousPageNumber: page > 1 ? Math.min(page - 1, totalPages) : null,
    showingFrom,
    showingTo,
    totalDocs,
    totalPages,
  };
}
