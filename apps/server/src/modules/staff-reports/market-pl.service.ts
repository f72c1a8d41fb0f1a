import type { MarketPlQuery, MarketPlRow, PageInfo } from '@backlay/contract';
import { paiseToRupees } from '@backlay/domain';
import type { AppContext, UserRow } from '../../lib/context.js';
import { pageInfo } from '../../lib/page-info.js';
import { ownAccountOf, rangeOf } from './report-scope.js';
import { marketPl } from './staff-reports.repository.js';

/** GET api/{role}/report/marketPl: downline P/L by market (contract: packages/contract staff-reports.ts). */

type Query = MarketPlQuery;

export interface MarketPlPage extends PageInfo {
  docs: MarketPlRow[];
  totals: { markets: number; bets: number; stake: number; pnl: number; commission: number; yourPl: number };
  startDate: string;
  endDate: string;
}

export async function getMarketPl(ctx: AppContext, caller: UserRow, q: Query): Promise<MarketPlPage> {
  const range = rangeOf(ctx, q.startDate, q.endDate);
  const result = await marketPl(
    ctx.db,
    {
      callerId: caller.id,
      accountId: await ownAccountOf(ctx.db, caller),
      range,
      search: q.search,
      eventTypeId: q.eventTypeId === undefined ? undefined : Number(q.eventTypeId),
      sortBy: q.sortBy,
      sortOrder: q.sortOrder,
    },
    { offset: (q.page - 1) * q.limit, limit: q.limit },
  );
  const docs = result.rows.map((r) => ({
    marketId: r.marketId,
    marketName: r.marketName,
    marketType: r.marketType,
    eventId: r.eventId,
    eventName: r.eventName,
    eventTypeId: String(r.eventTypeId),
    settledAt: r.settledAt.toISOString(),
    players: r.players,
    bets: r.bets,
    stake: paiseToRupees(r.stake),
    pnl: paiseToRupees(r.pnl),
    commission: paiseToRupees(r.commission),
    yourPl: paiseToRupees(r.yourPl),
  }));
  const t = result.totals;
  return {
    docs,
    ...pageInfo(q.page, q.limit, result.total, docs.length),
    totals: {
      markets: t.markets,
      bets: t.bets,
      stake: paiseToRupees(t.stake),
      pnl: paiseToRupees(t.pnl),
      commission: paiseToRupees(t.commission),
      yourPl: paiseToRupees(t.yourPl),
    },
    startDate: range.startDate,
    endDate: range.endDate,
  };
}
