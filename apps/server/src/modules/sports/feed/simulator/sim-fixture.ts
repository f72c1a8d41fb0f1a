import type { MarketStatus, MarketType } from '@backlay/contract';
import type { FeedCompetition, FeedEvent, FeedMarket, FeedMessage, FeedResult, FeedRunnerPrice, FeedScore } from '../feed-source.js';
import type { CompetitionInfo } from './fixture-names.js';
import { eventIdOf, marketIdOf } from './fixture-ids.js';
import { Rng } from './prng.js';
import { LIMITS } from './market-limits.js';

export type Emit = (message: FeedMessage) => void;

/** Where a fixture sits in the schedule; everything about it derives from this. */
export interface FixtureSlot {
  seed: number;
  laneKey: string;
  slot: number;
  /** Packed (lane, slot) number the ids derive from. */
  fixture: number;
  openDate: number;
  competition: CompetitionInfo;
  /** Shortest and longest gap between two price updates of one market, simulated ms. */
  priceGapMs: readonly [number, number];
}

export interface SimMarket {
  def: FeedMarket;
  status: MarketStatus;
  /** Epoch ms when an incident suspension ends; 0 when not suspended by one. */
  suspendedUntil: number;
  nextPriceAt: number;
  totalMatchedPaise: number;
  /** Per-runner log-odds noise of the price walk. */
  noise: number[];
  /** Any sport-specific state (the session's over, the market's role). */
  role: string;
}

export interface MarketSpec {
  name: string;
  type: MarketType;
  role: string;
  runners: { id: string; name: string }[];
  minStakePaise: number;
  maxStakePaise: number;
  delaySecond: number;
}

/**
 * One simulated fixture: its event, markets, a game that moves on its own clock, and prices
 * that follow the game. Two random streams keep the game independent of the prices: the game
 * (and so every result) is the same whether the fixture was watched live or caught up after a
 * restart, while prices are only computed when someone will see them.
 */
export abstract class SimFixture {
  readonly event: FeedEvent;
  readonly competition: FeedCompetition;
  readonly markets: SimMarket[] = [];
  readonly slot: FixtureSlot;
  protected readonly game: Rng;
  protected readonly noise: Rng;
  /** Epoch ms of the next game happening (ball, minute, point); Infinity when none is due. */
  protected nextGameAt = Number.POSITIVE_INFINITY;
  /** The game is over; the fixture closes once every market has its result. */
  protected finished = false;
  /** Closed and announced: the feed can forget it. */
  done = false;
  /** Set once the catalogue of this fixture went out; before that it runs silently. */
  private published = false;
  private emit: Emit = () => undefined;
  private marketCount = 0;
  protected score: FeedScore | null = null;

  readonly eventTypeId: number;

  constructor(slot: FixtureSlot, eventTypeId: number, name: string, opts: { highlight?: boolean } = {}) {
    this.slot = slot;
    this.eventTypeId = eventTypeId;
    this.game = Rng.derive(slot.seed, slot.laneKey, slot.slot, 'game');
    this.noise = Rng.derive(slot.seed, slot.laneKey, slot.slot, 'prices');
    const c = slot.competition;
    this.competition = { id: c.id, eventTypeId: this.eventTypeId, name: c.name, region: c.region };
    this.event = {
      id: eventIdOf(slot.fixture),
      competitionId: c.id,
      eventTypeId: this.eventTypeId,
      name,
      countryCode: c.countryCode,
      timezone: c.timezone,
      openDate: new Date(slot.openDate),
      status: 'upcoming',
      highlight: opts.highlight ?? c.highlight,
      // The simulator has no video: claiming a stream would show players a TV that never plays.
      liveTv: false,
    };
  }

  /** Called once at the start time: schedules the first game happening. */
  protected abstract begin(at: number): void;
  /** Plays the happening due at `at` and schedules the next (or finishes). */
  protected abstract play(at: number): void;
  /** The market's current runners and ladders, open for bets. */
  protected abstract quote(market: SimMarket): FeedRunnerPrice[];

  /** Moves the fixture to `t`. `quiet` runs the game without pricing (catching up). */
  advanceTo(t: number, emit: Emit, quiet: boolean): void {
    this.emit = emit;
    if (this.event.status === 'upcoming' && t >= this.slot.openDate) {
      this.event.status = 'inPlay';
      this.emitEvent();
      this.begin(this.slot.openDate);
    }
    while (!this.finished && this.nextGameAt <= t) this.play(this.nextGameAt);
    if (!quiet && this.published) this.publishDuePrices(t);
    if (this.finished && !this.done && this.markets.every((m) => m.status === 'closed')) {
      this.done = true;
      this.event.status = 'closed';
      this.emitEvent();
    }
  }

  /** The whole fixture as it stands: event, open markets with prices, score. */
  publishCatalogue(t: number, emit: Emit): void {
    this.emit = emit;
    this.published = true;
    emit({ type: 'event', event: { ...this.event } });
    for (const market of this.markets) {
      if (market.status === 'closed') continue;
      emit({ type: 'market', market: market.def });
      this.emitPrice(market, t);
    }
    if (this.score) emit({ type: 'score', score: this.score });
  }

  /** Epoch ms of the next thing this fixture must do (cheap skip for idle fixtures). */
  nextDueAt(): number {
    let due = this.event.status === 'upcoming' ? this.slot.openDate : this.nextGameAt;
    if (this.finished) due = Math.min(due, 0);
    for (const m of this.markets) {
      if (m.status === 'closed') continue;
      if (m.nextPriceAt < due) due = m.nextPriceAt;
      if (m.suspendedUntil > 0 && m.suspendedUntil < due) due = m.suspendedUntil;
    }
    return due;
  }

  /** The headline exchange market of a match: one runner per side (plus extras such as The Draw). */
  protected addMatchOdds(runners: { id: string; name: string }[]): SimMarket {
    return this.addMarket({ name: 'Match Odds', type: 'betfair', role: 'mo', runners, ...LIMITS.matchOdds }, 0);
  }

  protected addMarket(spec: MarketSpec, at: number): SimMarket {
    const index = this.marketCount++;
    const def: FeedMarket = {
      id: marketIdOf(spec.type, this.slot.fixture, index),
      eventId: this.event.id,
      eventTypeId: this.eventTypeId,
      name: spec.name,
      type: spec.type,
      minStakePaise: spec.minStakePaise,
      maxStakePaise: spec.maxStakePaise,
      delaySecond: spec.delaySecond,
      manual: false,
      cashout: spec.type !== 'session',
      sort: index,
      runners: spec.runners.map((r, i) => ({ id: r.id, name: r.name, sort: i })),
    };
    const market: SimMarket = {
      def,
      status: 'open',
      suspendedUntil: 0,
      nextPriceAt: at,
      totalMatchedPaise: 0,
      noise: spec.runners.map(() => 0),
      role: spec.role,
    };
    this.markets.push(market);
    if (this.published) {
      this.emit({ type: 'market', market: def });
      market.nextPriceAt = at;
    }
    return market;
  }

  /** Suspends a market for an incident (wicket, goal, break point) until `until`. */
  protected suspend(market: SimMarket, at: number, until: number): void {
    if (market.status === 'closed') return;
    market.status = 'suspended';
    market.suspendedUntil = Math.max(market.suspendedUntil, until);
    if (this.published) this.emitPrice(market, at);
  }

  protected settle(market: SimMarket, result: FeedResult): void {
    if (market.status === 'closed') return;
    market.status = 'closed';
    market.suspendedUntil = 0;
    this.emit({ type: 'result', result });
  }

  protected setScore(score: FeedScore): void {
    this.score = score;
    this.emit({ type: 'score', score });
  }

  protected finish(): void {
    this.finished = true;
    this.nextGameAt = Number.POSITIVE_INFINITY;
  }

  private publishDuePrices(t: number): void {
    for (const market of this.markets) {
      if (market.status === 'closed') continue;
      if (market.suspendedUntil > 0 && t >= market.suspendedUntil) {
        market.status = 'open';
        market.suspendedUntil = 0;
        market.nextPriceAt = t;
      }
      if (t >= market.nextPriceAt) this.emitPrice(market, t);
    }
  }

  private emitPrice(market: SimMarket, t: number): void {
    market.nextPriceAt = t + this.noise.int(...this.slot.priceGapMs);
    const open = market.status === 'open';
    const runners: FeedRunnerPrice[] = open
      ? this.quote(market)
      : market.def.runners.map((r) => ({ id: r.id, status: 'active', back: [], lay: [] }));
    if (open) market.totalMatchedPaise += this.matchedIncrement(market);
    this.emit({
      type: 'price',
      price: { marketId: market.def.id, status: market.status, runners, totalMatchedPaise: market.totalMatchedPaise },
    });
  }

  /** Money matched between two updates: more on exchange markets and in play. */
  private matchedIncrement(market: SimMarket): number {
    if (market.def.type !== 'betfair') return 0;
    const rupees = this.noise.int(0, this.event.status === 'inPlay' ? 40_000 : 6_000);
    return rupees * 100;
  }

  protected emitEvent(): void {
    this.emit({ type: 'event', event: { ...this.event } });
  }

  protected iso(at: number): string {
    return new Date(at).toISOString();
  }
}
