import { EVENT_TYPES, EVENT_TYPE_IDS, type EventCard, type Market, type SportsEvent } from '@backlay/contract';
import type { AppContext, AuthContext } from '../../../lib/context.js';
import type { Catalogue } from './catalogue-read.js';
import { eventToWire, marketToWire, type EventRow, type MarketRow } from './market-wire.js';

/**
 * Pieces every catalogue answer shares: who may see which sport, the order of sports, an
 * event's headline market and the event card.
 */

/** Politics is for signed-in callers only (docs/product.md §2: /2378961 is logged-in only). */
export function canSeeSport(eventTypeId: number, auth: AuthContext | null): boolean {
  return auth !== null || eventTypeId !== EVENT_TYPE_IDS.politics;
}

/** Kabaddi and Politics go to the end of sport lists (docs/product.md §2), in that order. */
const LAST_SPORTS: readonly number[] = [EVENT_TYPE_IDS.kabaddi, EVENT_TYPE_IDS.politics];
const SPORT_RANK = new Map<number, number>(
  [...EVENT_TYPES.map((t) => t.id).filter((id) => !LAST_SPORTS.includes(id)), ...LAST_SPORTS].map((id, i) => [id, i]),
);

/** Sport order of every list: the contract's EVENT_TYPES order, Kabaddi and Politics last, unknown ids after. */
export function sportRank(eventTypeId: number): number {
  return SPORT_RANK.get(eventTypeId) ?? SPORT_RANK.size + eventTypeId;
}

export function bySport(a: { eventTypeId: number }, b: { eventTypeId: number }): number {
  return sportRank(a.eventTypeId) - sportRank(b.eventTypeId);
}

/** A market players can see: active and not closed. */
export function isListed(market: MarketRow): boolean {
  return market.active && market.status !== 'closed' && market.closedAt === null;
}

/**
 * Whether a caller may see a market: a manual market a whiteLabel runs (`whiteLabelId` set)
 * belongs to that white label's players and staff; the administrator sees every market.
 */
export function isVisibleTo(market: MarketRow, auth: AuthContext | null): boolean {
  if (market.whiteLabelId === null) return true;
  return auth !== null && (auth.user.role === 'administrator' || auth.user.whiteLabelId === market.whiteLabelId);
}

/** Names of the headline market of betfair events (football/cricket 'Match Odds', racing 'Win'). */
const HEADLINE_NAMES = new Set(['match odds', 'win']);

/** The market shown on an event's card: its betfair 'Match Odds' or 'Win', else the first listed by page order. */
export function headlineMarket(catalogue: Catalogue, eventId: string, auth: AuthContext | null = null): MarketRow | null {
  const listed = (catalogue.marketsByEvent.get(eventId) ?? []).filter((m) => isListed(m) && isVisibleTo(m, auth));
  return listed.find((m) => m.type === 'betfair' && HEADLINE_NAMES.has(m.name.trim().toLowerCase())) ?? listed[0] ?? null;
}

/** Money matched on an event so far (paise), from the price cache. */
export function matchedPaise(ctx: AppContext, eventId: string): number {
  return ctx.prices.marketsOfEvent(eventId).reduce((sum, m) => sum + m.totalMatchedPaise, 0);
}

/** Renders events and markets of one catalogue read at one instant. */
export class CatalogueView {
  readonly now: Date;

  constructor(
    readonly ctx: AppContext,
    readonly catalogue: Catalogue,
    readonly auth: AuthContext | null,
    /** The caller's open bets per market id (players only; empty for everyone else). */
    private readonly openBets: ReadonlyMap<string, number> = new Map(),
  ) {
    this.now = ctx.clock.now();
  }

  /** Open events the caller may see, by start time. */
  visibleEvents(): EventRow[] {
    return this.catalogue.events.filter((e) => canSeeSport(e.eventTypeId, this.auth) && !this.catalogue.disabledSports.has(e.eventTypeId));
  }

  /** An open event the caller may see, or undefined. */
  visibleEvent(eventId: string): EventRow | undefined {
    const event = this.catalogue.eventsById.get(eventId);
    return event && canSeeSport(event.eventTypeId, this.auth) && !this.catalogue.disabledSports.has(event.eventTypeId) ? event : undefined;
  }

  /** Markets of an event the caller can open (active, not closed, and theirs to see). */
  listedMarkets(eventId: string): MarketRow[] {
    return (this.catalogue.marketsByEvent.get(eventId) ?? []).filter((m) => isListed(m) && isVisibleTo(m, this.auth));
  }

  competitionName(event: EventRow): string {
    return this.catalogue.competitionsById.get(event.competitionId)?.name ?? '';
  }

  event(row: EventRow): SportsEvent {
    const listed = this.listedMarkets(row.id);
    return eventToWire(row, this.competitionName(row), this.now, {
      hasBookmaker: listed.some((m) => m.type === 'bookmaker'),
      hasSession: listed.some((m) => m.type === 'session'),
    });
  }

  /** A market with live prices and the caller's open bets on it. */
  market(row: MarketRow): Market {
    const event = this.catalogue.eventsById.get(row.eventId);
    const openBets = this.openBets.get(row.id) ?? 0;
    return marketToWire(
      row,
      this.catalogue.runnersByMarket.get(row.id) ?? [],
      this.ctx.prices,
      this.now,
      openBets,
      event?.openDate ?? null,
    );
  }

  card(row: EventRow): EventCard {
    const headline = headlineMarket(this.catalogue, row.id, this.auth);
    return { event: this.event(row), market: headline ? this.market(headline) : null };
  }
}
