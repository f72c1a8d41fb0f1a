import type { OpenBet, OpenBetsQuery, PageInfo } from '@backlay/contract';
import { pageInfo } from '../../lib/page-info.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { listOpenBets, type OpenBetFilter } from './betting.repository.js';
import { betToWire } from './open-bet-wire.js';
import { requireDownlineFilter } from '../users/downline-access.js';

/**
 * GET api/user/openBet (the player's own) and GET api/{role}/user/openBet (every player of the
 * caller's downline, or one of them with `userId`): open bets, newest first, optionally of one
 * market or event, with the page info of docs/product.md §3 beside them.
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
