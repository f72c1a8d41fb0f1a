import { eq, ne, sql } from 'drizzle-orm';
import { EVENT_TYPES, MARKET_ADMIN_MESSAGES, type SportSetting } from '@backlay/contract';
import { badRequest } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { DbOrTx } from '../../db/client.js';
import { events, eventTypeSettings, markets } from '../../db/schema/index.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { announceListsChanged } from './market-admin-live.js';
import type { StaffCall } from './market-settings.service.js';

/**
 * Type Lists: the administrator's switch per sport. Off hides the sport from every site (the
 * catalogue read filters it: menus, home, lists, search, event pages), and the placement refuses
 * bets on its markets ('Bet Not Allowed'; the market read of every bet carries the switch).
 * Markets keep their own status, so they come back as they were when the sport is on again.
 */

async function openCounts(db: DbOrTx): Promise<Map<number, { events: number; markets: number }>> {
  const rows = await db
    .select({
      eventTypeId: events.eventTypeId,
      events: sql<number>`count(distinct ${events.id})::int`,
      markets: sql<number>`(count(${markets.id}) filter (where ${markets.status} <> 'closed'))::int`,
    })
    .from(events)
    .leftJoin(markets, eq(markets.eventId, events.id))
    .where(ne(events.status, 'closed'))
    .groupBy(events.eventTypeId);
  return new Map(rows.map((r) => [r.eventTypeId, { events: Number(r.events), markets: Number(r.markets) }]));
}

async function settings(db: DbOrTx): Promise<Map<number, boolean>> {
  const rows = await db.select({ id: eventTypeSettings.eventTypeId, enabled: eventTypeSettings.enabled }).from(eventTypeSettings);
  return new Map(rows.map((r) => [r.id, r.enabled]));
}

/** Every sport of the contract's list, in its order. */
export async function getTypeList(ctx: AppContext): Promise<SportSetting[]> {
  const [counts, switches] = await Promise.all([openCounts(ctx.db), settings(ctx.db)]);
  return EVENT_TYPES.map((t) => ({
    eventTypeId: t.id,
    name: t.name,
    enabled: switches.get(t.id) ?? true,
    openEvents: counts.get(t.id)?.events ?? 0,
    liveMarkets: counts.get(t.id)?.markets ?? 0,
  }));
}

export async function setTypeList(
  ctx: AppContext,
  call: StaffCall,
  body: { eventTypeId: number; enabled: boolean },
): Promise<SportSetting> {
  const sport = EVENT_TYPES.find((t) => t.id === body.eventTypeId);
  if (!sport) throw badRequest(MARKET_ADMIN_MESSAGES.unknownSport);
  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ enabled: eventTypeSettings.enabled })
      .from(eventTypeSettings)
      .where(eq(eventTypeSettings.eventTypeId, sport.id))
      .for('update');
    const before = previous?.enabled ?? true;
    await tx
      .insert(eventTypeSettings)
      .values({ eventTypeId: sport.id, enabled: body.enabled, updatedBy: call.caller.id, updatedAt: at })
      .onConflictDoUpdate({
        target: eventTypeSettings.eventTypeId,
        set: { enabled: body.enabled, updatedBy: call.caller.id, updatedAt: at },
      });
    if (before !== body.enabled) {
      await insertAuditRow(tx, {
        actorId: call.caller.id,
        action: 'sport.typeList',
        targetType: 'eventType',
        targetId: String(sport.id),
        before: { enabled: before },
        after: { enabled: body.enabled },
        ip: call.ip,
        createdAt: at,
      });
    }
  });
  announceListsChanged(ctx);
  const list = await getTypeList(ctx);
  return list.find((s) => s.eventTypeId === sport.id)!;
}
