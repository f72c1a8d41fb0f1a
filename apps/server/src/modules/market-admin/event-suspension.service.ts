import { MARKET_ADMIN_MESSAGES, type EventSuspension, type SetEventSuspensionBody } from '@backlay/contract';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { mayEditMarket } from './market-access.js';
import { announceMarket } from './market-admin-live.js';
import { findEvent, lockOpenMarketsOfEvent, runnersOfMarkets, setStaffSuspended } from './market-admin.repository.js';
import { MARKET_AUDIT, type StaffCall } from './market-settings.service.js';
import type { StaffMarketSync } from './staff-market-sync.js';

/**
 * PATCH api/{role}/market/event: "Suspend all" / "Resume all" on an event. In one transaction
 * under the row locks of the event's open markets: the ones the caller may change (the
 * administrator every one, a whiteLabel its own manual ones; 403 when that leaves none) that
 * are not already so are changed, each with its own audit row, so every market's trail stays
 * whole. After commit each goes to the price cache and to players exactly as a single
 * suspension does (`updateMarket`): the hold, whose fan-out sends `getMarketCacheUpdates`, and
 * a `getModifyMarketUpdate` of its definition.
 */
export async function setEventSuspension(
  ctx: AppContext,
  sync: StaffMarketSync,
  call: StaffCall,
  body: SetEventSuspensionBody,
): Promise<{ message: string; docs: EventSuspension }> {
  const at = ctx.clock.now();
  const done = await ctx.db.transaction(async (tx) => {
    const event = await findEvent(tx, body.eventId);
    if (!event) throw notFound(MARKET_ADMIN_MESSAGES.eventNotFound);
    const open = event.status === 'closed' ? [] : await lockOpenMarketsOfEvent(tx, event.id);
    if (open.length === 0) throw conflict(MARKET_ADMIN_MESSAGES.noOpenMarkets);
    const mine = open.filter((m) => mayEditMarket(call.caller, m));
    if (mine.length === 0) throw forbidden(MARKET_ADMIN_MESSAGES.notYourMarket);
    const toChange = mine.filter((m) => m.staffSuspended !== body.suspended);
    const updated = await setStaffSuspended(
      tx,
      toChange.map((m) => m.id),
      body.suspended,
      at,
    );
    for (const m of updated) {
      await insertAuditRow(tx, {
        actorId: call.caller.id,
        action: MARKET_AUDIT.eventSuspension,
        targetType: 'market',
        targetId: m.id,
        before: { suspended: !body.suspended },
        after: { suspended: body.suspended },
        ip: call.ip,
        createdAt: at,
      });
    }
    const runners = await runnersOfMarkets(
      tx,
      updated.map((m) => m.id),
    );
    return { event, updated, runners, unchanged: mine.length - updated.length };
  });

  for (const market of done.updated) {
    sync.stored(market);
    // A market hidden from players (active off) has nothing to tell them.
    if (market.active) announceMarket(ctx, 'modify', market, done.runners.get(market.id) ?? [], done.event.openDate);
  }
  return {
    message: body.suspended ? MARKET_ADMIN_MESSAGES.eventMarketsSuspended : MARKET_ADMIN_MESSAGES.eventMarketsResumed,
    docs: {
      eventId: done.event.id,
      suspended: body.suspended,
      changed: done.updated.map((m) => m.id).sort(),
      unchanged: done.unchanged,
    },
  };
}
