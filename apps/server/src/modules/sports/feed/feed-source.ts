import type { EventStatus, MarketStatus, MarketType, RunnerStatus, Score } from '@backlay/contract';

/**
 * What every odds feed produces (docs/architecture.md §5). A feed pushes messages to a sink; the
 * sports runtime writes the catalogue to the database, prices to the price cache and both to the
 * live channel. Units are the inside ones: odds are integers (exchange odds in hundredths,
 * bookmaker and session odds as quoted), money is paise, times are Dates.
 */

export interface FeedCompetition {
  id: string;
  eventTypeId: number;
  name: string;
  region: string;
}

export interface FeedEvent {
  id: string;
  competitionId: string;
  eventTypeId: number;
  /** Teams separated by ' v ', or the race or special's name. */
  name: string;
  countryCode: string;
  timezone: string;
  openDate: Date;
  status: EventStatus;
  highlight: boolean;
  liveTv: boolean;
}

export interface FeedRunner {
  id: string;
  name: string;
  sort: number;
}

export interface FeedMarket {
  id: string;
  eventId: string;
  eventTypeId: number;
  name: string;
  type: MarketType;
  minStakePaise: number;
  maxStakePaise: number;
  delaySecond: number;
  manual: boolean;
  cashout: boolean;
  sort: number;
  runners: FeedRunner[];
}

/** One price level: [odd, run] in inside units (run = size in rupees, or the session line). */
export type FeedLevel = [odd: number, run: number];

export interface FeedRunnerPrice {
  id: string;
  status: RunnerStatus;
  /** Best first, at most three deep. */
  back: FeedLevel[];
  lay: FeedLevel[];
}

/** A full price image of one market (feeds send images, not deltas). */
export interface FeedPrice {
  marketId: string;
  status: MarketStatus;
  runners: FeedRunnerPrice[];
  totalMatchedPaise: number;
}

/**
 * A score as a feed gives it: the contract's score less its one-line `score`, which the runtime
 * writes from the sides' lines for every feed alike. `iframeUrl` is the feed's scoreboard page
 * when it has one (the simulator has none).
 */
export type FeedScore = Omit<Score, 'iframeUrl' | 'score'> & { iframeUrl?: string | null };

export type FeedResult =
  | { marketId: string; kind: 'winner'; winnerRunnerId: string }
  | { marketId: string; kind: 'score'; score: number }
  | { marketId: string; kind: 'void' };

export type FeedMessage =
  | { type: 'competition'; competition: FeedCompetition }
  | { type: 'event'; event: FeedEvent }
  | { type: 'market'; market: FeedMarket }
  | { type: 'price'; price: FeedPrice }
  | { type: 'score'; score: FeedScore }
  | { type: 'result'; result: FeedResult };

export type FeedSink = (message: FeedMessage) => void;

export interface FeedSource {
  readonly name: string;
  /** Starts producing messages into the sink; first the whole current catalogue, then changes. */
  start(sink: FeedSink): void;
  stop(): void;
}
