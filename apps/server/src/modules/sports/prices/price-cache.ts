import { PRICE_STALE_MS, type MarketPrice, type MarketStatus, type MarketType } from '@backlay/contract';
import { oddToWire } from '@backlay/domain';
import type { MarketSnapshot } from '../../../db/schema/index.js';
import type { Clock } from '../../../lib/context.js';
import type { FeedPrice, FeedRunnerPrice } from '../feed/feed-source.js';

/** One market as the cache knows it. */
export interface CachedMarket {
  marketId: string;
  eventId: string;
  type: MarketType;
  /** Status the feed last sent (or closed). See `effectiveStatus` for what players get. */
  feedStatus: MarketStatus;
  runners: FeedRunnerPrice[];
  totalMatchedPaise: number;
  /** Epoch ms of the last feed update; 0 when never priced. */
  updatedAt: number;
  /** Bumped on every change the players can see (including going stale). */
  seq: number;
  /** True once the sweep has announced this market as stale. */
  stale: boolean;
  /** Priced by staff by hand (no feed behind it): its prices never go stale. */
  manual?: boolean;
  /** Suspended by staff: players see it suspended whatever the feed sends, until resumed. */
  held?: boolean;
}

/** A manual market as staff stored it: its hold and its hand-typed prices (null before the first). */
export interface StaffState {
  held: boolean;
  snapshot: MarketSnapshot | null;
}

export type PriceChangeListener = (market: CachedMarket) => void;

/**
 * The authority for the latest price and status of every market (docs/architecture.md §4-5): bets
 * are accepted against it, REST answers and the live channel read it. A market whose feed has
 * been silent for `staleMs` is suspended until the feed speaks again, so a stale price is
 * never offered; `sweepStale` announces those transitions to listeners.
 */
export class PriceCache {
  private readonly markets = new Map<string, CachedMarket>();
  private readonly byEvent = new Map<string, Set<string>>();
  private readonly listeners = new Set<PriceChangeListener>();

  constructor(
    private readonly clock: Clock,
    readonly staleMs: number = PRICE_STALE_MS,
  ) {}

  /** Makes a market known (suspended until priced). Keeps what is cached if already known. */
  register(marketId: string, eventId: string, type: MarketType): CachedMarket {
    const known = this.markets.get(marketId);
    if (known) return known;
    const market: CachedMarket = {
      marketId,
      eventId,
      type,
      feedStatus: 'suspended',
      runners: [],
      totalMatchedPaise: 0,
      updatedAt: 0,
      seq: 0,
      stale: true,
    };
    this.markets.set(marketId, market);
    let ids = this.byEvent.get(eventId);
    if (!ids) this.byEvent.set(eventId, (ids = new Set()));
    ids.add(marketId);
    return market;
  }

  /**
   * Applies a full price image from the feed; unknown markets are ignored (catalogue first).
   * `heard` is for an image another process applied first (the price stream, a stored
   * snapshot): `at` when it was heard (a snapshot's age counts towards going stale) and `seq`
   * the leader's, so this process's `seq` keeps up with the leader's and a screen that mixes
   * answers of several processes never drops a newer state as older.
   */
  apply(price: FeedPrice, heard?: { at?: number; seq?: number }): CachedMarket | undefined {
    const market = this.markets.get(price.marketId);
    if (!market || market.feedStatus === 'closed') return undefined;
    market.feedStatus = price.status;
    market.runners = price.runners;
    market.totalMatchedPaise = price.totalMatchedPaise;
    market.updatedAt = heard?.at ?? this.clock.now().getTime();
    market.stale = false;
    market.seq = heard?.seq !== undefined && heard.seq > market.seq ? heard.seq : market.seq + 1;
    this.notify(market);
    return market;
  }

  /** Closes a market for good (result declared or removed); later prices are ignored. */
  close(marketId: string): void {
    const market = this.markets.get(marketId);
    if (!market || market.feedStatus === 'closed') return;
    market.feedStatus = 'closed';
    market.seq += 1;
    this.notify(market);
  }

  /** Forgets a market (removed from the catalogue). */
  remove(marketId: string): void {
    const market = this.markets.get(marketId);
    if (!market) return;
    this.markets.delete(marketId);
    this.byEvent.get(market.eventId)?.delete(marketId);
  }

  /**
   * Brings a manual market to what staff stored. The database numbers every stored change (the
   * snapshot's `seq`) and every process takes that number, so a screen that mixes answers of
   * several processes orders them right; an older state is ignored. Holding a market never
   * priced changes nothing players see, so it takes no number.
   */
  applyStaff(marketId: string, state: StaffState): CachedMarket | undefined {
    const market = this.markets.get(marketId);
    if (!market || market.feedStatus === 'closed') return undefined;
    market.manual = true;
    const { snapshot } = state;
    const seq = snapshot?.seq ?? 0;
    if (seq < market.seq) return undefined;
    market.held = state.held;
    // The state this process has already, but for an unpriced market's hold.
    if (seq === market.seq) return undefined;
    if (snapshot) {
      market.feedStatus = snapshot.status;
      market.runners = snapshot.runners;
      market.totalMatchedPaise = snapshot.totalMatchedPaise;
      market.updatedAt = Date.parse(snapshot.updatedAt);
      market.stale = false;
    }
    market.seq = seq;
    this.notify(market);
    return market;
  }

  /** Marks a market as priced by hand (staff tools): it is never suspended for going quiet. */
  setManual(marketId: string): void {
    const market = this.markets.get(marketId);
    if (market) market.manual = true;
  }

  /** Suspends a market for staff (or lifts it); true when that changed what players see. */
  hold(marketId: string, held: boolean): boolean {
    const market = this.markets.get(marketId);
    if (!market || (market.held ?? false) === held) return false;
    market.held = held;
    if (market.feedStatus === 'closed') return false;
    market.seq += 1;
    this.notify(market);
    return true;
  }

  get(marketId: string): CachedMarket | undefined {
    return this.markets.get(marketId);
  }

  marketsOfEvent(eventId: string): CachedMarket[] {
    const ids = this.byEvent.get(eventId);
    if (!ids) return [];
    return [...ids].map((id) => this.markets.get(id)).filter((m): m is CachedMarket => m !== undefined);
  }

  all(): IterableIterator<CachedMarket> {
    return this.markets.values();
  }

  isStale(market: CachedMarket, now = this.clock.now().getTime()): boolean {
    if (market.manual) return market.updatedAt === 0;
    return market.updatedAt === 0 || now - market.updatedAt > this.staleMs;
  }

  /** What players see and bets are checked against: suspended when stale or never priced. */
  effectiveStatus(market: CachedMarket, now = this.clock.now().getTime()): MarketStatus {
    if (market.feedStatus === 'closed') return 'closed';
    if (market.held || this.isStale(market, now)) return 'suspended';
    return market.feedStatus;
  }

  /** Marks markets that went quiet and tells listeners (so clients see them suspended). */
  sweepStale(): CachedMarket[] {
    const now = this.clock.now().getTime();
    const changed: CachedMarket[] = [];
    for (const market of this.markets.values()) {
      if (market.stale || market.feedStatus === 'closed') continue;
      if (this.isStale(market, now)) {
        market.stale = true;
        market.seq += 1;
        changed.push(market);
        this.notify(market);
      }
    }
    return changed;
  }

  onChange(listener: PriceChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The wire shape (contract `marketPriceSchema`): decimal odds, rupees. No prices when not open. */
  toWire(market: CachedMarket, now = this.clock.now().getTime()): MarketPrice {
    const status = this.effectiveStatus(market, now);
    const showPrices = status !== 'closed' && !this.isStale(market, now);
    return {
      marketId: market.marketId,
      eventId: market.eventId,
      status,
      runners: market.runners.map((r) => ({
        id: r.id,
        status: r.status,
        back: showPrices ? r.back.map(([odd, run]) => ({ odd: oddToWire(market.type, odd), run })) : [],
        lay: showPrices ? r.lay.map(([odd, run]) => ({ odd: oddToWire(market.type, odd), run })) : [],
      })),
      totalMatched: market.totalMatchedPaise / 100,
      updatedAt: new Date(market.updatedAt).toISOString(),
      seq: market.seq,
    };
  }

  private notify(market: CachedMarket): void {
    for (const listener of this.listeners) listener(market);
  }
}
