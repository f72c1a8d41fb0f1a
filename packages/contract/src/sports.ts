import { z } from 'zod';

/** The 27 event types with their ids (docs/product.md §3 "Event types"). */
export const EVENT_TYPES = [
  { id: 1, name: 'Soccer' },
  { id: 2, name: 'Tennis' },
  { id: 3, name: 'Golf' },
  { id: 4, name: 'Cricket' },
  { id: 5, name: 'Rugby Union' },
  { id: 6, name: 'Boxing' },
  { id: 7, name: 'Horse Racing' },
  { id: 8, name: 'Motor Sport' },
  { id: 10, name: 'Special Bets' },
  { id: 11, name: 'Cycling' },
  { id: 1477, name: 'Rugby League' },
  { id: 3503, name: 'Darts' },
  { id: 6422, name: 'Snooker' },
  { id: 6423, name: 'American Football' },
  { id: 7511, name: 'Baseball' },
  { id: 7522, name: 'Basketball' },
  { id: 7524, name: 'Ice Hockey' },
  { id: 468328, name: 'Handball' },
  { id: 451485, name: 'Winter Sports' },
  { id: 998917, name: 'Volleyball' },
  { id: 2152880, name: 'Gaelic Games' },
  { id: 2378961, name: 'Politics' },
  { id: 27454571, name: 'Esports' },
  { id: 26420387, name: 'Mixed Martial Arts' },
  { id: 4339, name: 'Greyhound Racing' },
  { id: 23789607, name: 'Kabaddi' },
  { id: 61420, name: 'Australian Rules' },
] as const;

export type EventTypeId = (typeof EVENT_TYPES)[number]['id'];
export const eventTypeIdSchema = z.coerce
  .number()
  .int()
  .refine((id) => EVENT_TYPES.some((t) => t.id === id), 'Unknown event type');

export const EVENT_TYPE_IDS = {
  soccer: 1,
  tennis: 2,
  cricket: 4,
  horseRacing: 7,
  politics: 2378961,
  kabaddi: 23789607,
} as const;

/** Market kinds of the exchange (docs/product.md §3 "Market"). */
export const MARKET_TYPES = ['betfair', 'bookmaker', 'session'] as const;
export const marketTypeSchema = z.enum(MARKET_TYPES);
export type MarketType = z.infer<typeof marketTypeSchema>;

/**
 * Shapes of the sports catalogue as the API shows them (docs/product.md §3 "Market",
 * "Runner/team", "Event"). Inside, odds are integers (exchange odds in hundredths, bookmaker
 * and session odds as given) and money is paise; on the wire odds are decimals as the player
 * reads them (1.85, 85, 100) and amounts are rupees.
 */

/** Open for bets, suspended (no bets, prices may be stale or missing), closed (result due or declared). */
export const MARKET_STATUSES = ['open', 'suspended', 'closed'] as const;
export const marketStatusSchema = z.enum(MARKET_STATUSES);
export type MarketStatus = z.infer<typeof marketStatusSchema>;

export const RUNNER_STATUSES = ['active', 'suspended', 'winner', 'loser', 'removed'] as const;
export const runnerStatusSchema = z.enum(RUNNER_STATUSES);
export type RunnerStatus = z.infer<typeof runnerStatusSchema>;

/** upcoming -> inPlay -> closed. */
export const EVENT_STATUSES = ['upcoming', 'inPlay', 'closed'] as const;
export const eventStatusSchema = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof eventStatusSchema>;

/**
 * One price level of a ladder. `odd` is the price (1.85 exchange, 85 bookmaker, 100 session
 * rate); `run` is the size available in rupees for exchange and bookmaker markets, and the
 * line (number of runs) for session markets.
 */
export const priceLevelSchema = z.object({ odd: z.number(), run: z.number() });
export type PriceLevel = z.infer<typeof priceLevelSchema>;

/** Ladders are at most three deep, best price first. */
export const LADDER_DEPTH = 3;

/** A runner's live state: status and ladders (runner "id" is the feed's selection id). */
export const runnerPriceSchema = z.object({
  id: z.string(),
  status: runnerStatusSchema,
  back: z.array(priceLevelSchema),
  lay: z.array(priceLevelSchema),
});
export type RunnerPrice = z.infer<typeof runnerPriceSchema>;

/** Runner/team with its prices (docs/product.md §3). Session markets have one runner, the line. */
export const runnerSchema = runnerPriceSchema.extend({
  name: z.string(),
  sort: z.number().int(),
});
export type Runner = z.infer<typeof runnerSchema>;

/** The live part of a market: what the price cache knows, and the time it learnt it. */
export const marketPriceSchema = z.object({
  marketId: z.string(),
  eventId: z.string(),
  status: marketStatusSchema,
  runners: z.array(runnerPriceSchema),
  /** Rupees matched so far. */
  totalMatched: z.number(),
  /** ISO time of the feed update this state comes from. */
  updatedAt: z.string(),
  /** Increases with every change of this market; clients drop anything older than what they hold. */
  seq: z.number().int(),
});
export type MarketPrice = z.infer<typeof marketPriceSchema>;

/** Every field of a market (docs/product.md §3 "Market"). */
export const marketSchema = z.object({
  /** Our own id. */
  _id: z.string(),
  /** The feed's market id (betfair style "1.234567890"); the id players and bets use. */
  id: z.string(),
  name: z.string(),
  marketName: z.string(),
  type: marketTypeSchema,
  active: z.boolean(),
  betAllow: z.boolean(),
  /** Stake limits in rupees. */
  min: z.number(),
  max: z.number(),
  /** Rupees of liquidity on offer (sum of the ladders' sizes). */
  volume: z.number(),
  /** In-play delay before a bet is accepted, seconds (docs/product.md uses both names). */
  delay: z.number().int(),
  delaySecond: z.number().int(),
  /** Run by staff by hand rather than by the feed (bookmaker and session). */
  manual: z.boolean(),
  /** Streaming or animation available for this market. */
  screenPlay: z.boolean(),
  cashout: z.boolean(),
  /** Staff market analysis is enabled. */
  analysis: z.boolean(),
  category: z.string(),
  teams: z.array(runnerSchema),
  /** Pinned to the top / bottom of the event page. */
  top: z.boolean(),
  bottom: z.boolean(),
  remarksMessage: z.string(),
  totalMatched: z.number(),
  /** Bets open from this time (ISO), usually the market's creation. */
  betOpenDate: z.string(),
  marketClosed: z.boolean(),
  betfairMarketEnabled: z.boolean(),
  statusExist: z.boolean(),
  /** Open bets of the caller on this market (0 for visitors). */
  openBets: z.number().int(),
  externalType: z.string(),
  eventId: z.string(),
  eventTypeId: z.number().int(),
  openDate: z.string(),
  status: marketStatusSchema,
  /** ISO time of the last price update; null when the feed has not priced it yet. */
  updatedAt: z.string().nullable(),
  seq: z.number().int(),
});
export type Market = z.infer<typeof marketSchema>;

/** An event (docs/product.md §3 "Event") and the state we keep about it. */
export const eventSchema = z.object({
  id: z.string(),
  name: z.string(),
  countryCode: z.string(),
  timezone: z.string(),
  openDate: z.string(),
  eventTypeId: z.number().int(),
  eventTypeName: z.string(),
  competitionId: z.string(),
  competitionName: z.string(),
  status: eventStatusSchema,
  /** In play: status inPlay, or less than 60 s to the start (the timing rule of docs/product.md §4). */
  inPlay: z.boolean(),
  hasBookmaker: z.boolean(),
  hasSession: z.boolean(),
  liveTv: z.boolean(),
});
export type SportsEvent = z.infer<typeof eventSchema>;

export const competitionSchema = z.object({
  id: z.string(),
  name: z.string(),
  eventTypeId: z.number().int(),
  eventTypeName: z.string(),
  region: z.string(),
  eventCount: z.number().int(),
});
export type Competition = z.infer<typeof competitionSchema>;

/** A list entry: the event and its headline (match odds) market with prices, if any. */
export const eventCardSchema = z.object({
  event: eventSchema,
  market: marketSchema.nullable(),
});
export type EventCard = z.infer<typeof eventCardSchema>;

export const sportEventsSchema = z.object({
  eventTypeId: z.number().int(),
  name: z.string(),
  events: z.array(eventCardSchema),
});
export type SportEvents = z.infer<typeof sportEventsSchema>;

/** GET api/common/home docs (docs/product.md §7). */
export const homeSchema = z.object({
  /** Races and quick markets that start soonest ("next to go"). */
  fastestOdd: z.array(eventCardSchema),
  highlight: z.array(eventCardSchema),
  /** Headline market ids shown on the page, for live price updates. */
  marketIds: z.array(z.string()),
  ongoing: z.array(sportEventsSchema),
  upcoming: z.array(sportEventsSchema),
});
export type Home = z.infer<typeof homeSchema>;

/** The side menu tree: sport > competition > event (market group). */
export const groupEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  openDate: z.string(),
  inPlay: z.boolean(),
  status: eventStatusSchema,
  marketCount: z.number().int(),
});
export const groupCompetitionSchema = z.object({ id: z.string(), name: z.string(), events: z.array(groupEventSchema) });
export const marketGroupSchema = z.object({
  eventTypeId: z.number().int(),
  name: z.string(),
  competitions: z.array(groupCompetitionSchema),
});
export type MarketGroup = z.infer<typeof marketGroupSchema>;

/**
 * The score of a live event, general enough for every sport: one line per side, a summary
 * ("IND need 45 from 30 balls"), a clock (over or minute) and recent happenings (last balls).
 * It is also the live score message (docs/product.md §3: "eventId, iframeUrl, score").
 */
export const scoreSchema = z.object({
  eventId: z.string(),
  eventTypeId: z.number().int(),
  state: z.enum(['upcoming', 'live', 'break', 'finished']),
  teams: z.array(z.object({ name: z.string(), score: z.string(), detail: z.string() })),
  summary: z.string(),
  clock: z.string(),
  recent: z.array(z.string()),
  updatedAt: z.string(),
  /**
   * The scoreboard page to embed, as the feed gives it; null when the feed has none (the
   * simulator has none: pages draw the score from the fields above). Never a made-up address.
   */
  iframeUrl: z.string().nullable(),
  /** The score in one line, each side's name, score and detail: "IND 145/3 (18.2 ov) · AUS Yet to bat". */
  score: z.string(),
});
export type Score = z.infer<typeof scoreSchema>;

/** The event page: the event and every market (GET api/common/game/market). */
export const eventMarketsSchema = z.object({
  event: eventSchema,
  markets: z.array(marketSchema),
  score: scoreSchema.nullable(),
});
export type EventMarkets = z.infer<typeof eventMarketsSchema>;

/** Global search: groups of sport > events > markets. */
export const searchGroupSchema = z.object({
  eventTypeId: z.number().int(),
  name: z.string(),
  events: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      openDate: z.string(),
      inPlay: z.boolean(),
      competitionName: z.string(),
      markets: z.array(z.object({ id: z.string(), name: z.string(), type: marketTypeSchema })),
    }),
  ),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const liveTvSchema = z.object({
  eventId: z.string(),
  /** Stream address; null when no stream is available for the event. */
  url: z.string().nullable(),
  available: z.boolean(),
});
export type LiveTv = z.infer<typeof liveTvSchema>;

export const marketResultSchema = z.object({
  marketId: z.string(),
  kind: z.enum(['winner', 'score', 'void']),
  winnerRunnerId: z.string().nullable(),
  score: z.number().int().nullable(),
  declaredAt: z.string(),
});
export type MarketResult = z.infer<typeof marketResultSchema>;

export const SPORTS_MESSAGES = {
  noDataFound: 'No Data Found',
  noMatchFound: 'No Match Found',
  noSearchFound: 'No Search Found',
  noResultFound: 'No Result Found',
  noMarketFound: 'No Market Found!',
  matchNotLive: 'Match Is Not Live Now',
  sportsNotSaved: 'Sports not saved yet | Refresh to continue or any another sports',
  competitionNotSaved: 'Competition not saved yet | Refresh to continue or any another competition',
  eventNotSaved: 'Event not saved yet | Refresh to continue or any another event',
  favoriteEventAdded: 'Favorite Event Added',
  favoriteEventDeleted: 'Favorite Event Deleted',
  favoriteMarketAdded: 'Favorite Market Added',
  favoriteMarketDeleted: 'Favorite Market Deleted',
  eventNotFound: 'Event not found',
  marketNotFound: 'Market not found',
} as const;
