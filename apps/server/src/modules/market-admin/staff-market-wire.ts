import type { StaffMarket } from '@backlay/contract';
import { paiseToRupees } from '@backlay/domain';
import type { AppContext, UserRow } from '../../lib/context.js';
import { eventTypeName, marketToWire } from '../sports/index.js';
import { mayEditMarket } from './market-access.js';
import type { StaffMarketRecord } from './market-admin.repository.js';

/** The contract `StaffMarket` of a record: the market as players get it, plus what staff need. */
export function staffMarketToWire(ctx: AppContext, rec: StaffMarketRecord, caller: UserRow): StaffMarket {
  const now = ctx.clock.now();
  return {
    market: marketToWire(rec.market, rec.runners, ctx.prices, now, 0, rec.event.openDate),
    event: {
      id: rec.event.id,
      name: rec.event.name,
      status: rec.event.status,
      openDate: rec.event.openDate.toISOString(),
      eventTypeId: rec.event.eventTypeId,
      eventTypeName: eventTypeName(rec.event.eventTypeId),
      competitionName: rec.competitionName,
    },
    staffSuspended: rec.market.staffSuspended,
    whiteLabelId: rec.market.whiteLabelId,
    whiteLabelName: rec.whiteLabelName,
    result: rec.result
      ? {
          kind: rec.result.kind,
          teamId: rec.result.winnerRunnerId,
          run: rec.result.score,
          declaredAt: rec.result.declaredAt.toISOString(),
          byStaff: rec.result.declaredBy !== null,
        }
      : null,
    bets: rec.bets,
    betStakes: paiseToRupees(rec.betStakesPaise),
    canEdit: mayEditMarket(caller, rec.market),
  };
}
