import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope, pagedEnvelope, pageQuerySchema, rupeesSchema } from './envelope.js';
import { pathRoleSchema, type Role } from './roles.js';
import { eventSchema, eventStatusSchema, marketSchema } from './sports.js';
import { casinoGameSchema, casinoGameTypeSchema } from './casino.js';

/**
 * The staff console's Markets tools (docs/product.md §6 names Events, Live Market, Type Lists
 * and Game Management and leaves their screens and roles to us).
 *
 * Who may do what (decided here; docs/product.md says "not shown"):
 * - The sports catalogue is one book shared by every white label (docs/architecture.md §3):
 *   feed markets and the administrator's manual markets are shown on every site. So the
 *   administrator alone suspends or resumes them, changes their stakes, delay, betAllow and
 *   active flag, sets Type Lists, and runs Game Management (the casino catalogue and the
 *   provider contracts are platform-wide too).
 * - A whiteLabel reads Events and Live Market (every market of the shared book, plus its own
 *   manual markets), and runs manual bookmaker and session markets for its own white label:
 *   creates them, enters their odds, suspends and resumes them, edits their limits. Those
 *   markets are shown to, and take bets from, that white label's players only, so its pricing
 *   never puts another brand's book at risk. Acting on a market of the shared book or on
 *   another white label's market answers 403.
 * - Results keep their own rule (settlement.ts): the administrator any market, a whiteLabel its
 *   manual markets that only its players bet on.
 * Every change is written to the audit log with its before and after, and reaches players
 * live: definition changes as `getModifyMarketUpdate` / `getAddMarketUpdate`, prices and
 * suspensions through the price cache as `getMarketCacheUpdates`.
 */

export const MARKET_STAFF_ROLES = ['administrator', 'whiteLabel'] as const satisfies readonly Role[];
export const PLATFORM_STAFF_ROLES = ['administrator'] as const satisfies readonly Role[];

/** docs/product.md has none of these; ours are written for the console's toasts and errors. */
export const MARKET_ADMIN_MESSAGES = {
  marketUpdated: 'Market updated',
  marketSuspended: 'Market suspended',
  marketResumed: 'Market resumed',
  eventMarketsSuspended: 'Markets of the event suspended',
  eventMarketsResumed: 'Markets of the event resumed',
  marketCreated: 'Market created',
  oddsUpdated: 'Odds updated',
  sportUpdated: 'Sport updated',
  providerUpdated: 'Provider updated',
  gameUpdated: 'Game updated',
  marketNotFound: 'Market not found',
  eventNotFound: 'Event not found',
  eventClosed: 'This event is closed: no market can be added to it',
  noOpenMarkets: 'This event has no open markets to suspend or resume',
  marketClosed: 'This market is closed: roll its result back first to change it',
  notYourMarket: 'You can change only the manual markets of your own white label',
  notYourWhiteLabel: 'You can run markets only for your own white label',
  whiteLabelNotFound: 'White label not found',
  notManual: 'Odds are entered by hand only on manual markets',
  minOverMax: 'The minimum stake must not be more than the maximum stake',
  nothingToChange: 'Send at least one setting to change',
  bookmakerRunners: 'A bookmaker market needs 2 to 20 runners with different names',
  sessionNoRunners: 'A session market has one line: send no runners',
  unknownRunner: 'This runner is not in the market',
  everyRunnerOnce: 'Send each runner of the market once',
  oddNotWhole: 'Bookmaker and session odds are whole numbers from 1 to 1000',
  runNotWhole: 'Session runs are whole numbers from 0 to 9999',
  sizeInvalid: 'The size on offer must be a whole number of rupees above 0',
  layBelowBack: 'The lay odd must be at least the back odd',
  bookNotRound: 'The odds are not round: the back book must be 100% to 109% and the lay book 91% to 100%',
  yesBelowNo: 'The Yes run must be at least the No run',
  yesRateOverNo: 'On one line the Yes rate must not be above the No rate',
  sessionNeedsRun: 'A session price needs its run (the line)',
  unknownSport: 'Unknown event type',
  providerNotFound: 'Provider not found',
  gameNotFound: 'Game not found',
} as const;

/**
 * The refusal of a bookmaker price image that fails the back-lay round check, with the books
 * it has (hundredths of a percent, as packages/domain bookPercentages gives them).
 */
export function bookNotRoundMessage(book: { back: number; lay: number }): string {
  const pct = (hundredths: number) => `${(hundredths / 100).toFixed(2)}%`;
  return `${MARKET_ADMIN_MESSAGES.bookNotRound} (now back ${pct(book.back)}, lay ${pct(book.lay)})`;
}

/** Limits staff may set: the in-play delay in seconds, and sizes of names. */
export const MAX_DELAY_SECONDS = 60;
export const MAX_BOOKMAKER_RUNNERS = 20;
/** Bookmaker and session odds as quoted (85, 100). */
export const MAX_MANUAL_ODD = 1000;
export const MAX_SESSION_RUN = 9999;

const text64 = z.string().trim().min(1).max(64);
const queryBool = z.enum(['true', 'false']);
const sortOrder = z.enum(['asc', 'desc']);
const stakeRupees = rupeesSchema.refine((n) => n >= 1 && n <= 10_000_000, 'must be from 1 to 1,00,00,000 rupees');
const delaySecond = z.number().int().min(0).max(MAX_DELAY_SECONDS);

/* ---------------------------------------------------------------------------------------------
 * Events
 * ------------------------------------------------------------------------------------------- */

/** `open` is every event not closed (the default); the others are one status. */
export const EVENT_LIST_STATES = ['open', 'upcoming', 'inPlay', 'closed', 'all'] as const;

export const staffEventsQuerySchema = pageQuerySchema.extend({
  eventTypeId: z.coerce.number().int().positive().optional(),
  state: z.enum(EVENT_LIST_STATES).default('open'),
  sort: z.enum(['openDate', 'name', 'matched']).default('openDate'),
  order: sortOrder.default('asc'),
});
export type StaffEventsQuery = z.input<typeof staffEventsQuerySchema>;

export const staffEventSchema = eventSchema.extend({
  markets: z.number().int(),
  /** Markets not closed. */
  liveMarkets: z.number().int(),
  manualMarkets: z.number().int(),
  /** Closed markets with no result standing (the feed or staff still owe one). */
  awaitingResult: z.number().int(),
  /**
   * Open markets the caller may suspend or resume ("Suspend all" acts on these): every one for
   * the administrator, its own manual ones for a whiteLabel; and how many of them staff hold.
   */
  editableMarkets: z.number().int(),
  heldMarkets: z.number().int(),
  /** Rupees matched on the event's markets (the feed's figure; ours for manual markets). */
  totalMatched: z.number(),
});
export type StaffEvent = z.infer<typeof staffEventSchema>;

export const getStaffEvents = defineRoute({
  method: 'GET',
  path: '/api/:role/market/events',
  summary: 'Events with their market counts and money matched (Events screen)',
  tags: ['market admin'],
  access: { kind: 'session', roles: MARKET_STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: staffEventsQuerySchema,
  response: pagedEnvelope(staffEventSchema),
});

/* ---------------------------------------------------------------------------------------------
 * Live Market
 * ------------------------------------------------------------------------------------------- */

/**
 * `live`: not closed (default); `closed`: closed with or without a result; `awaitingResult`:
 * closed, no result standing; `resulted`: a result stands; `all`.
 */
export const MARKET_LIST_STATES = ['live', 'closed', 'awaitingResult', 'resulted', 'all'] as const;

export const staffMarketsQuerySchema = pageQuerySchema.extend({
  eventId: text64.optional(),
  eventTypeId: z.coerce.number().int().positive().optional(),
  type: z.enum(['betfair', 'bookmaker', 'session']).optional(),
  state: z.enum(MARKET_LIST_STATES).default('live'),
  manual: queryBool.optional(),
  sort: z.enum(['openDate', 'name', 'matched']).default('openDate'),
  order: sortOrder.default('asc'),
});
export type StaffMarketsQuery = z.input<typeof staffMarketsQuerySchema>;

/** The result standing on a market, if any. */
export const standingResultSchema = z.object({
  kind: z.enum(['winner', 'score', 'void']),
  teamId: z.string().nullable(),
  run: z.number().int().nullable(),
  declaredAt: z.string(),
  /** False when the feed declared it. */
  byStaff: z.boolean(),
});
export type StandingResult = z.infer<typeof standingResultSchema>;

export const staffMarketSchema = z.object({
  /** The market as players get it (status and prices from the price cache). */
  market: marketSchema,
  event: z.object({
    id: z.string(),
    name: z.string(),
    status: eventStatusSchema,
    openDate: z.string(),
    eventTypeId: z.number().int(),
    eventTypeName: z.string(),
    competitionName: z.string(),
  }),
  /** Suspended by staff (held whatever the feed sends). */
  staffSuspended: z.boolean(),
  /** The white label a manual market belongs to; null = shown on every site. */
  whiteLabelId: z.string().nullable(),
  whiteLabelName: z.string().nullable(),
  result: standingResultSchema.nullable(),
  /** Players' matched bets on the market (open and settled) and their stakes, rupees. */
  bets: z.number().int(),
  betStakes: z.number(),
  /** The caller may change this market's settings (and odds, when manual). */
  canEdit: z.boolean(),
});
export type StaffMarket = z.infer<typeof staffMarketSchema>;

export const getStaffMarkets = defineRoute({
  method: 'GET',
  path: '/api/:role/market/list',
  summary: 'Every market with status, prices, money matched and result (Live Market)',
  tags: ['market admin'],
  access: { kind: 'session', roles: MARKET_STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: staffMarketsQuerySchema,
  response: pagedEnvelope(staffMarketSchema),
});

/**
 * PATCH api/{role}/market: any of suspend/resume, betAllow, active (shown to players at all),
 * stake limits in rupees and the in-play delay. Answers the market as it is now.
 */
export const updateMarketBodySchema = z.object({
  marketId: text64,
  suspended: z.boolean().optional(),
  betAllow: z.boolean().optional(),
  active: z.boolean().optional(),
  min: stakeRupees.optional(),
  max: stakeRupees.optional(),
  delaySecond: delaySecond.optional(),
});
export type UpdateMarketBody = z.infer<typeof updateMarketBodySchema>;

export const updateMarket = defineRoute({
  method: 'PATCH',
  path: '/api/:role/market',
  summary: 'Suspend or resume a market, or change its betAllow, active flag, stakes or delay',
  tags: ['market admin'],
  access: { kind: 'session', roles: MARKET_STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  body: updateMarketBodySchema,
  response: docsEnvelope(staffMarketSchema),
});

/**
 * PATCH api/{role}/market/event: suspend or resume every open market of an event at once
 * (a wicket, a goal, a feed gone wrong). The administrator acts on all of them; a whiteLabel on
 * its own manual markets of the event only (403 when it has none there, the others are not its
 * to hold). Each market is changed as `updateMarket` would (held over the feed's prices,
 * audited, told to players); markets already so are left alone.
 */
export const setEventSuspensionBodySchema = z.object({ eventId: text64, suspended: z.boolean() });
export type SetEventSuspensionBody = z.infer<typeof setEventSuspensionBodySchema>;

export const eventSuspensionSchema = z.object({
  eventId: z.string(),
  suspended: z.boolean(),
  /** Ids of the markets this call suspended or resumed. */
  changed: z.array(z.string()),
  /** Markets of the caller's already so, left as they were. */
  unchanged: z.number().int(),
});
export type EventSuspension = z.infer<typeof eventSuspensionSchema>;

export const setEventSuspension = defineRoute({
  method: 'PATCH',
  path: '/api/:role/market/event',
  summary: 'Suspend or resume every open market of an event the caller may change',
  tags: ['market admin'],
  access: { kind: 'session', roles: MARKET_STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  body: setEventSuspensionBodySchema,
  response: docsEnvelope(eventSuspensionSchema),
});

/* ---------------------------------------------------------------------------------------------
 * Manual bookmaker and session markets
 * ------------------------------------------------------------------------------------------- */

/**
 * POST api/{role}/market/manual. A bookmaker market has 2-20 named runners; a session market
 * one line, named after the market. It starts suspended, with no prices, until its odds are
 * entered. `whiteLabelId`: the administrator may run it for one white label (null or absent =
 * every site); a whiteLabel's market is always its own (another id answers 403).
 */
export const createManualMarketBodySchema = z.object({
  eventId: text64,
  type: z.enum(['bookmaker', 'session']),
  name: z.string().trim().min(2).max(80),
  runners: z.array(z.string().trim().min(1).max(60)).max(MAX_BOOKMAKER_RUNNERS).optional(),
  min: stakeRupees,
  max: stakeRupees,
  delaySecond,
  whiteLabelId: z.uuid().nullable().optional(),
});
export type CreateManualMarketBody = z.infer<typeof createManualMarketBodySchema>;

export const createManualMarket = defineRoute({
  method: 'POST',
  path: '/api/:role/market/manual',
  summary: 'Create a manual bookmaker or session market on an event',
  tags: ['market admin'],
  access: { kind: 'session', roles: MARKET_STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  body: createManualMarketBodySchema,
  response: docsEnvelope(staffMarketSchema),
});

/**
 * One side of a manual price. Bookmaker: `odd` as quoted (85 = 0.85 profit per rupee) and
 * `run` the size on offer in rupees (the market's maximum stake when absent). Session: back is
 * Yes and lay is No; `run` is the line (runs) and `odd` the rate (100 = evens).
 */
export const manualPriceSideSchema = z.object({ odd: z.number(), run: z.number().optional() });

export const manualRunnerPriceSchema = z.object({
  id: text64,
  /** A suspended runner takes no bets while the others do. */
  status: z.enum(['active', 'suspended']).default('active'),
  back: manualPriceSideSchema.nullable(),
  lay: manualPriceSideSchema.nullable(),
});

/** PUT api/{role}/market/manual/odds: the whole price image of a manual market (every runner once). */
export const setManualOddsBodySchema = z.object({
  marketId: text64,
  runners: z.array(manualRunnerPriceSchema).min(1).max(MAX_BOOKMAKER_RUNNERS),
});
export type SetManualOddsBody = z.input<typeof setManualOddsBodySchema>;

export const setManualOdds = defineRoute({
  method: 'PUT',
  path: '/api/:role/market/manual/odds',
  summary: 'Enter the odds of a manual market (back/lay per runner, or the session line)',
  tags: ['market admin'],
  access: { kind: 'session', roles: MARKET_STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  body: setManualOddsBodySchema,
  response: docsEnvelope(staffMarketSchema),
});

/* ---------------------------------------------------------------------------------------------
 * Type Lists
 * ------------------------------------------------------------------------------------------- */

export const sportSettingSchema = z.object({
  eventTypeId: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  openEvents: z.number().int(),
  liveMarkets: z.number().int(),
});
export type SportSetting = z.infer<typeof sportSettingSchema>;

export const getTypeList = defineRoute({
  method: 'GET',
  path: '/api/:role/game/typeList',
  summary: 'Every sport (event type) with its switch and open events (Type Lists)',
  tags: ['market admin'],
  access: { kind: 'session', roles: PLATFORM_STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  response: docsEnvelope(z.array(sportSettingSchema)),
});

/** A disabled sport disappears from every site's menus, lists, search and event pages, and its markets take no bets. */
export const setTypeListBodySchema = z.object({ eventTypeId: z.number().int().positive(), enabled: z.boolean() });

export const setTypeList = defineRoute({
  method: 'PATCH',
  path: '/api/:role/game/typeList',
  summary: 'Switch a sport on or off on every site',
  tags: ['market admin'],
  access: { kind: 'session', roles: PLATFORM_STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  body: setTypeListBodySchema,
  response: docsEnvelope(sportSettingSchema),
});

/* ---------------------------------------------------------------------------------------------
 * Game Management
 * ------------------------------------------------------------------------------------------- */

export const staffCasinoProviderSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  protocol: z.string(),
  active: z.boolean(),
  games: z.number().int(),
  activeGames: z.number().int(),
});
export type StaffCasinoProvider = z.infer<typeof staffCasinoProviderSchema>;

export const getStaffCasinoProviders = defineRoute({
  method: 'GET',
  path: '/api/:role/casino/provider',
  summary: 'Casino providers with their switch and game counts (Game Management)',
  tags: ['market admin'],
  access: { kind: 'session', roles: PLATFORM_STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  response: docsEnvelope(z.array(staffCasinoProviderSchema)),
});

/**
 * Switching a provider off hides its games and refuses new launches; the provider's wallet
 * calls are refused too (casino wallet.routes), so rounds under way settle once it is on again.
 */
export const updateCasinoProviderBodySchema = z.object({ providerId: z.uuid(), active: z.boolean() });

export const updateStaffCasinoProvider = defineRoute({
  method: 'PATCH',
  path: '/api/:role/casino/provider',
  summary: 'Switch a casino provider on or off',
  tags: ['market admin'],
  access: { kind: 'session', roles: PLATFORM_STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  body: updateCasinoProviderBodySchema,
  response: docsEnvelope(staffCasinoProviderSchema),
});

export const staffCasinoGamesQuerySchema = pageQuerySchema.extend({
  providerId: z.uuid().optional(),
  gameType: casinoGameTypeSchema.optional(),
  active: queryBool.optional(),
  sort: z.enum(['sort', 'name', 'type']).default('sort'),
  order: sortOrder.default('asc'),
});
export type StaffCasinoGamesQuery = z.input<typeof staffCasinoGamesQuerySchema>;

export const staffCasinoGameSchema = casinoGameSchema.extend({
  active: z.boolean(),
  providerName: z.string(),
  providerActive: z.boolean(),
});
export type StaffCasinoGame = z.infer<typeof staffCasinoGameSchema>;

export const getStaffCasinoGames = defineRoute({
  method: 'GET',
  path: '/api/:role/casino/game',
  summary: 'Every casino game, active or not (Game Management)',
  tags: ['market admin'],
  access: { kind: 'session', roles: PLATFORM_STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: staffCasinoGamesQuerySchema,
  response: pagedEnvelope(staffCasinoGameSchema),
});

/** `sort` orders games inside their provider group in the lobby (lower first); `top` lists it on /top-casino. */
export const updateCasinoGameBodySchema = z.object({
  gameId: z.uuid(),
  active: z.boolean().optional(),
  sort: z.number().int().min(0).max(100_000).optional(),
  top: z.boolean().optional(),
});

export const updateStaffCasinoGame = defineRoute({
  method: 'PATCH',
  path: '/api/:role/casino/game',
  summary: 'Switch a casino game on or off, change its order or its top flag',
  tags: ['market admin'],
  access: { kind: 'session', roles: PLATFORM_STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  body: updateCasinoGameBodySchema,
  response: docsEnvelope(staffCasinoGameSchema),
});
