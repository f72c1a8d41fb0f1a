import {
  MARKET_ADMIN_MESSAGES,
  type PageInfo,
  type StaffEvent,
  type StaffMarket,
  type staffEventsQuerySchema,
  type staffMarketsQuerySchema,
} from '@backlay/contract';
import { paiseToRupees } from '@backlay/domain';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { pageInfo } from '../../lib/page-info.js';
import { eventToWire } from '../sports/index.js';
import { viewerOf } from './market-access.js';
import { listEvents, listMarketIds, loadStaffMarkets } from './market-admin.repository.js';
import { staffMarketToWire } from './staff-market-wire.js';

/** Events and Live Market: the staff lists of events and of every market. */

type EventsQuery = z.output<typeof staffEventsQuerySchema>;
type MarketsQuery = z.output<typeof staffMarketsQuerySchema>;

/**
 * Money matched on an event: what the price cache holds for its markets (live figures), or the
 * stored snapshots' sum when the cache no longer knows them (closed events, after a restart).
 */
function matchedOf(ctx: AppContext, eventId: string, storedPaise: number): number {
  const cached = ctx.prices.marketsOfEvent(eventId);
  if (cached.length === 0) return storedPaise;
  return cached.reduce((sum, m) => sum + m.totalMatchedPaise, 0);
}

export async function listStaffEvents(ctx: AppContext, caller: UserRow, q: EventsQuery): Promise<PageInfo & { docs: StaffEvent[] }> {
  const { rows, total } = await listEvents(
    ctx.db,
    { search: q.search || undefined, eventTypeId: q.eventTypeId, state: q.state, sort: q.sort, order: q.order },
    viewerOf(caller),
    { offset: (q.page - 1) * q.limit, limit: q.limit },
  );
  const now = ctx.clock.now();
  const docs = rows.map((r): StaffEvent => ({
    ...eventToWire(r.event, r.competitionName, now, { hasBookmaker: r.hasBookmaker, hasSession: r.hasSession }),
    markets: r.markets,
    liveMarkets: r.liveMarkets,
    manualMarkets: r.manualMarkets,
    awaitingResult: r.awaitingResult,
    editableMarkets: r.editableMarkets,
    heldMarkets: r.heldMarkets,
    totalMatched: paiseToRupees(matchedOf(ctx, r.event.id, r.matchedPaise)),
  }));
  return { docs, ...pageInfo(q.page, q.limit, total, docs.length) };
}

export async function listStaffMarkets(ctx: AppContext, caller: UserRow, q: MarketsQuery): Promise<PageInfo & { docs: StaffMarket[] }> {
  const { ids, total } = await listMarketIds(
    ctx.db,
    {
      search: q.search || undefined,
      eventId: q.eventId,
      eventTypeId: q.eventTypeId,
      type: q.type,
      state: q.state,
      manual: q.manual === undefined ? undefined : q.manual === 'true',
      sort: q.sort,
      order: q.order,
    },
    viewerOf(caller),
    { offset: (q.page - 1) * q.limit, limit: q.limit },
  );
  const docs = (await loadStaffMarkets(ctx.db, ids)).map((rec) => staffMarketToWire(ctx, rec, caller));
  return { docs, ...pageInfo(q.page, q.limit, total, docs.length) };
}

/** One market as the staff row shows it (the answer of every change). */
export async function getStaffMarket(ctx: AppContext, caller: UserRow, marketId: string): Promise<StaffMarket> {
  const [rec] = await loadStaffMarkets(ctx.db, [marketId]);
  if (!rec) throw notFound(MARKET_ADMIN_MESSAGES.marketNotFound);
  return staffMarketToWire(ctx, rec, caller);
}
