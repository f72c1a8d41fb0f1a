import { and, asc, eq, ilike, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { EVENT_TYPE_IDS, type SearchGroup } from '@backlay/contract';
import type { AppContext, AuthContext } from '../../../lib/context.js';
import { competitions, events, markets } from '../../../db/schema/sports.js';
import { eventTypeSettings } from '../../../db/schema/market-admin.js';
import { bySport } from './catalogue-view.js';
import { eventTypeName, isEventRunning } from './market-wire.js';

/** At most this many events per search: enough for a dropdown, bounded for a short term like "a". */
export const SEARCH_EVENT_LIMIT = 50;

/**
 * GET api/common/game/market/globalSearch: events whose name, competition name or one of whose
 * market names contains the term, any case. An empty term finds nothing (the client clears the
 * results). `active` keeps only events that are not closed; without it closed events come
 * too, after the open ones. An event found by its own or its competition's name lists all its
 * active markets; one found only through market names lists just those markets.
 */
export async function globalSearch(ctx: AppContext, auth: AuthContext | null, term: string, activeOnly: boolean): Promise<SearchGroup[]> {
  const needle = term.trim();
  if (!needle) return [];
  const pattern = `%${escapeLike(needle)}%`;
  const { db } = ctx;

  const conditions: SQL[] = [
    or(
      ilike(events.name, pattern),
      ilike(competitions.name, pattern),
      inArray(events.id, db.select({ id: markets.eventId }).from(markets).where(ilike(markets.name, pattern))),
    )!,
  ];
  if (activeOnly) conditions.push(ne(events.status, 'closed'));
  if (!auth) conditions.push(ne(events.eventTypeId, EVENT_TYPE_IDS.politics));
  // Sports switched off in Type Lists are not found.
  conditions.push(
    notInArray(
      events.eventTypeId,
      db.select({ id: eventTypeSettings.eventTypeId }).from(eventTypeSettings).where(eq(eventTypeSettings.enabled, false)),
    ),
  );
  // A whiteLabel's own manual markets are found only by its own people (catalogue-view isVisibleTo).
  const ownMarkets: SQL | undefined =
    auth?.user.role === 'administrator'
      ? undefined
      : auth?.user.whiteLabelId
        ? or(isNull(markets.whiteLabelId), eq(markets.whiteLabelId, auth.user.whiteLabelId))
        : isNull(markets.whiteLabelId);

  const found = await db
    .select({ event: events, competitionName: competitions.name })
    .from(events)
    .innerJoin(competitions, eq(competitions.id, events.competitionId))
    .where(and(...conditions))
    .orderBy(sql`${events.status} = 'closed'`, asc(events.openDate), asc(events.id))
    .limit(SEARCH_EVENT_LIMIT);
  if (!found.length) return [];

  const marketRows = await db
    .select({ id: markets.id, eventId: markets.eventId, name: markets.name, type: markets.type, sort: markets.sort })
    .from(markets)
    .where(
      and(
        inArray(
          markets.eventId,
          found.map((f) => f.event.id),
        ),
        eq(markets.active, true),
        ownMarkets,
      ),
    )
    .orderBy(asc(markets.sort), asc(markets.id));

  const lower = needle.toLowerCase();
  const contains = (text: string) => text.toLowerCase().includes(lower);
  const now = ctx.clock.now();
  const groups = new Map<number, SearchGroup>();
  for (const { event, competitionName } of found) {
    const byName = contains(event.name) || contains(competitionName);
    const ofEvent = marketRows.filter((m) => m.eventId === event.id && (byName || contains(m.name)));
    let group = groups.get(event.eventTypeId);
    if (!group)
      groups.set(event.eventTypeId, (group = { eventTypeId: event.eventTypeId, name: eventTypeName(event.eventTypeId), events: [] }));
    group.events.push({
      id: event.id,
      name: event.name,
      openDate: event.openDate.toISOString(),
      inPlay: isEventRunning(event, now),
      competitionName,
      markets: ofEvent.map((m) => ({ id: m.id, name: m.name, type: m.type })),
    });
  }
  return [...groups.values()].sort(bySport);
}

/** The term is matched literally: %, _ and \ lose their LIKE meaning. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
