import {
  SPORTS_MESSAGES,
  type Competition,
  type EventCard,
  type EventMarkets,
  type LiveTv,
  type MarketGroup,
  type Score,
} from '@backlay/contract';
import { and, eq, gt } from 'drizzle-orm';
import { notFound } from '../../../lib/app-error.js';
import { userMarketBooks } from '../../../db/schema/index.js';
import type { AppContext, AuthContext } from '../../../lib/context.js';
import { readCatalogue } from './catalogue-read.js';
import { CatalogueView, bySport, matchedPaise } from './catalogue-view.js';
import { buildHome, groupBySport, inPlayFirst } from './home.js';
import { eventTypeName, isEventRunning } from './market-wire.js';
import { scoreMessage } from '../runtime/score-message.js';
import { framesForPlayer, scoreWithFrame } from '../../event-frames/index.js';

/** The sports catalogue calls (docs/product.md §7 "Public data", "Protected data"). */

async function view(ctx: AppContext, auth: AuthContext | null): Promise<CatalogueView> {
  const [catalogue, openBets] = await Promise.all([readCatalogue(ctx), openBetCounts(ctx, auth)]);
  return new CatalogueView(ctx, catalogue, auth, openBets);
}

/** The caller's open bets per market (one small indexed read; only players have bets). */
async function openBetCounts(ctx: AppContext, auth: AuthContext | null): Promise<Map<string, number>> {
  if (auth?.user.role !== 'user') return new Map();
  const rows = await ctx.db
    .select({ marketId: userMarketBooks.marketId, openBets: userMarketBooks.openBets })
    .from(userMarketBooks)
    .where(and(eq(userMarketBooks.userId, auth.user.id), gt(userMarketBooks.openBets, 0)));
  return new Map(rows.map((r) => [r.marketId, r.openBets]));
}

export async function getHome(ctx: AppContext, auth: AuthContext | null) {
  return buildHome(await view(ctx, auth));
}

/**
 * The side menu: sport > competition > event of open events. Competitions are in name order,
 * events in start order; marketCount counts the markets a player can open (active, not closed).
 */
export async function getMarketGroup(ctx: AppContext, auth: AuthContext | null): Promise<MarketGroup[]> {
  const v = await view(ctx, auth);
  return [...groupBySport(v.visibleEvents())].map(([eventTypeId, ofSport]) => {
    const byCompetition = new Map<string, typeof ofSport>();
    for (const e of ofSport) {
      const list = byCompetition.get(e.competitionId);
      if (list) list.push(e);
      else byCompetition.set(e.competitionId, [e]);
    }
    const competitions = [...byCompetition].map(([id, list]) => ({
      id,
      name: v.competitionName(list[0]!),
      events: list.map((e) => ({
        id: e.id,
        name: e.name,
        openDate: e.openDate.toISOString(),
        inPlay: isEventRunning(e, v.now),
        status: e.status,
        marketCount: v.listedMarkets(e.id).length,
      })),
    }));
    competitions.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return { eventTypeId, name: eventTypeName(eventTypeId), competitions };
  });
}

/** Competitions with open events, sports in list order then by name. */
export async function getTournaments(ctx: AppContext, auth: AuthContext | null, eventTypeId?: number): Promise<Competition[]> {
  const v = await view(ctx, auth);
  const counts = new Map<string, number>();
  for (const e of v.visibleEvents()) {
    if (eventTypeId === undefined || e.eventTypeId === eventTypeId) counts.set(e.competitionId, (counts.get(e.competitionId) ?? 0) + 1);
  }
  return [...counts]
    .flatMap(([id, eventCount]) => {
      const row = v.catalogue.competitionsById.get(id);
      if (!row) return [];
      return [
        { id, name: row.name, eventTypeId: row.eventTypeId, eventTypeName: eventTypeName(row.eventTypeId), region: row.region, eventCount },
      ];
    })
    .sort((a, b) => bySport(a, b) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** Hot events: the most money matched first (price cache totals); events with nothing matched are not hot. */
export const HOT_EVENT_COUNT = 10;

export async function getHotEvents(ctx: AppContext, auth: AuthContext | null): Promise<EventCard[]> {
  const v = await view(ctx, auth);
  return v
    .visibleEvents()
    .map((e) => ({ e, matched: matchedPaise(ctx, e.id) }))
    .filter((x) => x.matched > 0)
    .sort((a, b) => b.matched - a.matched)
    .slice(0, HOT_EVENT_COUNT)
    .map((x) => v.card(x.e));
}

/** Open events of a sport or competition, running ones first; `inPlay` keeps only running (true) or only not running (false). */
export async function getHighlights(
  ctx: AppContext,
  auth: AuthContext | null,
  filter: { eventTypeId?: number | undefined; competitionId?: string | undefined; inPlay?: boolean | undefined },
): Promise<EventCard[]> {
  const v = await view(ctx, auth);
  const events = v
    .visibleEvents()
    .filter((e) => filter.eventTypeId === undefined || e.eventTypeId === filter.eventTypeId)
    .filter((e) => filter.competitionId === undefined || e.competitionId === filter.competitionId)
    .filter((e) => filter.inPlay === undefined || isEventRunning(e, v.now) === filter.inPlay);
  return inPlayFirst(events, v.now).map((e) => v.card(e));
}

/**
 * The event page. Players get the markets they can bet on or watch (active, not closed); the
 * administrator's path also lists inactive and closed ones, to manage them.
 */
export async function getEventMarkets(
  ctx: AppContext,
  auth: AuthContext | null,
  eventId: string,
  opts: { includeInactive: boolean },
): Promise<EventMarkets> {
  const v = await view(ctx, auth);
  const event = v.visibleEvent(eventId);
  if (!event) throw notFound(SPORTS_MESSAGES.eventNotFound);
  const rows = opts.includeInactive ? (v.catalogue.marketsByEvent.get(event.id) ?? []) : v.listedMarkets(event.id);
  return { event: v.event(event), markets: rows.map((m) => v.market(m)), score: event.score ? storedScore(event.score) : null };
}

/**
 * A score as stored on its event, in the message's shape. Scores stored before the message
 * carried `iframeUrl` and `score` lack them; scoreMessage fills both from the feed's fields, so
 * an old row answers like a new one instead of failing the response's schema.
 */
function storedScore(stored: Score): Score {
  return scoreMessage(stored);
}

/**
 * The event's live TV as the caller's brand shows it: the stream staff set for the event
 * (docs/decisions/live-tv-and-score-frames.md), or none. The feed's `liveTv` flag says a stream
 * exists somewhere; only an address staff stored, on a host the brand lists, is one to frame.
 */
export async function getLiveTv(ctx: AppContext, auth: AuthContext, eventId: string): Promise<LiveTv> {
  const v = await view(ctx, auth);
  const event = v.visibleEvent(eventId);
  if (!event) throw notFound(SPORTS_MESSAGES.eventNotFound);
  const url = (await framesForPlayer(ctx, [event], auth.user.whiteLabelId)).get(event.id)?.liveTvUrl ?? null;
  return { eventId: event.id, url, available: url !== null };
}

/**
 * Scores the feed keeps on events, each with the score frame the caller's brand shows as its
 * `iframeUrl` (null when none). Without an eventId: the running events that have a score or a
 * frame. With an eventId: that event's whatever its state (the event page asks before the start
 * and at breaks too); an unknown event, or one with neither, gives an empty list.
 */
export async function getMarketScores(ctx: AppContext, auth: AuthContext, eventId?: string): Promise<Score[]> {
  const v = await view(ctx, auth);
  const one = eventId === undefined ? undefined : v.visibleEvent(eventId);
  const candidates = eventId === undefined ? v.visibleEvents().filter((e) => isEventRunning(e, v.now)) : one ? [one] : [];
  const frames = await framesForPlayer(ctx, candidates, auth.user.whiteLabelId);
  return candidates.flatMap((e) => {
    const iframeUrl = frames.get(e.id)?.scoreFrameUrl ?? null;
    if (e.score) return [{ ...storedScore(e.score), iframeUrl }];
    return iframeUrl ? [scoreWithFrame(e, iframeUrl, ctx.clock.now())] : [];
  });
}
