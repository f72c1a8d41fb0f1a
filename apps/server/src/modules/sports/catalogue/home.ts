import { EVENT_TYPE_IDS, type EventCard, type Home, type SportEvents } from '@backlay/contract';
import { isInPlay, padCricketOngoing } from '@backlay/domain';
import { bySport, matchedPaise, type CatalogueView } from './catalogue-view.js';
import { eventTypeName, isEventRunning, type EventRow } from './market-wire.js';

/**
 * GET api/common/home (docs/product.md §7). How much each list holds is not in docs/product.md;
 * these are the operator's choices, sized for a page polled every 30 s.
 */

/** Upcoming shows, per sport, the next matches starting within two days, at most ten of them. */
export const HOME_UPCOMING_PER_SPORT = 10;
export const HOME_UPCOMING_WINDOW_MS = 48 * 3_600_000;
/** Highlights: up to ten events staff flagged; without any, the few with the most money matched. */
export const HOME_HIGHLIGHT_MAX = 10;
export const HOME_MOST_MATCHED_COUNT = 6;
/** Fastest odds ("next to go"): the ten races starting soonest, or any sport when no race is scheduled. */
export const HOME_FASTEST_ODD_COUNT = 10;
const RACING: readonly number[] = [EVENT_TYPE_IDS.horseRacing, 4339 /* Greyhound Racing */];

export function buildHome(view: CatalogueView): Home {
  const now = view.now;
  const events = view.visibleEvents();
  const cards = new Map<string, EventCard>();
  const cardOf = (e: EventRow): EventCard => {
    let card = cards.get(e.id);
    if (!card) cards.set(e.id, (card = view.card(e)));
    return card;
  };

  const running = (e: EventRow) => isEventRunning(e, now);
  // Not running and not yet 60 s from the start. An event past its bet-on-open window that
  // the feed never put in play is in neither list: it is late or postponed, not upcoming.
  const notStarted = (e: EventRow) => !running(e) && !isInPlay(e.openDate, now);

  const ongoing: SportEvents[] = [];
  const upcoming: SportEvents[] = [];
  for (const [eventTypeId, ofSport] of groupBySport(events)) {
    const split = {
      ongoing: ofSport.filter(running),
      upcoming: ofSport.filter(notStarted),
    };
    const { ongoing: live, upcoming: next } =
      eventTypeId === EVENT_TYPE_IDS.cricket ? padCricketOngoing(split.ongoing, split.upcoming) : split;
    const horizon = now.getTime() + HOME_UPCOMING_WINDOW_MS;
    const soon = next.filter((e) => e.openDate.getTime() <= horizon).slice(0, HOME_UPCOMING_PER_SPORT);
    const name = eventTypeName(eventTypeId);
    if (live.length) ongoing.push({ eventTypeId, name, events: live.map(cardOf) });
    if (soon.length) upcoming.push({ eventTypeId, name, events: soon.map(cardOf) });
  }

  const flagged = events.filter((e) => e.highlight);
  const highlighted = flagged.length
    ? flagged.slice(0, HOME_HIGHLIGHT_MAX)
    : events
        .map((e) => ({ e, matched: matchedPaise(view.ctx, e.id) }))
        .filter((x) => x.matched > 0)
        .sort((a, b) => b.matched - a.matched)
        .slice(0, HOME_MOST_MATCHED_COUNT)
        .map((x) => x.e);
  const highlight = inPlayFirst(highlighted, now).map(cardOf);

  const future = events.filter((e) => notStarted(e));
  const races = future.filter((e) => RACING.includes(e.eventTypeId));
  const fastestOdd = (races.length ? races : future).slice(0, HOME_FASTEST_ODD_COUNT).map(cardOf);

  const marketIds = [...new Set([...cards.values()].flatMap((c) => (c.market ? [c.market.id] : [])))];
  return { fastestOdd, highlight, marketIds, ongoing, upcoming };
}

/** Events (already in start order) grouped by sport, sports in list order. */
export function groupBySport(events: readonly EventRow[]): Map<number, EventRow[]> {
  const groups = new Map<number, EventRow[]>();
  for (const e of [...events].sort((a, b) => bySport(a, b))) {
    const list = groups.get(e.eventTypeId);
    if (list) list.push(e);
    else groups.set(e.eventTypeId, [e]);
  }
  return groups;
}

/** Running events first, each part in start order (sort is stable; input is in start order). */
export function inPlayFirst(events: readonly EventRow[], now: Date): EventRow[] {
  return [...events].sort((a, b) => Number(isEventRunning(b, now)) - Number(isEventRunning(a, now)));
}
