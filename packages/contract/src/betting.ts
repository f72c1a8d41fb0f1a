import { z } from 'zod';
import { dayOrInstantSchema } from './dates.js';
import { defineRoute } from './route.js';
import { docsEnvelope, pagedEnvelope, pageQuerySchema } from './envelope.js';
import { pathRoleSchema, STAFF_ROLES } from './roles.js';
import { marketTypeSchema } from './sports.js';

/**
 * Placing bets and listing open bets (docs/product.md §3 "Placed-bet order payload", "Open bet
 * record", §5 "Bet placement", §7 "Bets"; docs/architecture.md §4). On the wire odds are the
 * decimals the player reads (1.85 exchange, 85 bookmaker, 100 session rate) and money is
 * rupees; inside they are integers (packages/domain odds.ts, money.ts).
 */

/** The exact strings of docs/product.md first, then our own for the cases it leaves unnamed. */
export const BET_MESSAGES = {
  loginToPlaceOrder: 'login to place order',
  loginFirstToPlaceOrder: 'Login First to Place order',
  invalidStake: 'Invalid Stake',
  amountShouldBeInRange: 'amount should be in range',
  oddRunCantBeZero: "Odd/Run Can't be 0",
  betNotAllowed: 'Bet Not Allowed',
  matchIsNotLiveNow: 'Match Is Not Live Now',
  orderPlaced: 'Order Placed',
  marketSuspended: 'Market is suspended, bet not placed',
  marketClosed: 'Market is closed, bet not placed',
  marketNotFound: 'Market not found',
  runnerNotActive: 'This selection is not open for bets',
  priceChanged: 'Odds changed, bet not placed',
  insufficientPoints: 'Insufficient points to place this bet',
  betLocked: 'Betting is locked on your account, please contact your upline',
  blocked: 'Your account is blocked, please contact your upline',
  placementInProgress: 'A bet is already being placed, please wait for it to finish',
  invalidOdd: 'Invalid odds for this market',
  invalidRun: 'Invalid run for this market',
  eventMismatch: 'The market does not belong to this event',
  marketTypeMismatch: 'The market type does not match this market',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different bet',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 128 characters',
} as const;

export const ODD_TYPES = ['BACK', 'LAY'] as const;
export const oddTypeSchema = z.enum(ODD_TYPES);
export type OddType = z.infer<typeof oddTypeSchema>;

/** Market types as the order payload and open bets spell them (upper-cased, docs/product.md §3). */
export const WIRE_MARKET_TYPES = ['BETFAIR', 'BOOKMAKER', 'SESSION'] as const;
export const wireMarketTypeSchema = z.enum(WIRE_MARKET_TYPES);
export type WireMarketType = z.infer<typeof wireMarketTypeSchema>;

const text64 = z.string().trim().min(1).max(64);
const shortText = z.string().max(200);

export const browserDetailSchema = z.object({
  name: shortText.optional(),
  os: shortText.optional(),
  version: shortText.optional(),
  mobile: z.boolean().optional(),
});
export const countryDetailSchema = z.object({
  continent: shortText.optional(),
  city: shortText.optional(),
  country: shortText.optional(),
  countryFlag: shortText.optional(),
  region: shortText.optional(),
});

/**
 * What the bet slip sends (docs/product.md §3 "Placed-bet order payload"). `odd` is the decimal
 * the player saw; `run` is the session line (runs) or, on team markets, the size shown next to
 * the price (only checked to be non-zero, as "Odd/Run Can't be 0" of docs/product.md asks);
 * `stake` is whole or two-decimal rupees. `name` is the selection's name as the slip showed it.
 */
export const orderPayloadSchema = z.object({
  marketId: text64,
  oddType: oddTypeSchema,
  odd: z.number(),
  run: z.number(),
  teamId: text64,
  eventId: text64,
  marketType: wireMarketTypeSchema,
  matchDate: z.string().max(64).optional(),
  name: shortText.optional(),
  stake: z.number(),
  nation: z.string().max(64).optional().default('Unknown'),
  browserDetail: browserDetailSchema.optional(),
  countryDetail: countryDetailSchema.optional(),
  /**
   * Ours, not in docs/product.md: the player's "accept any odds". Without it (or false) the bet
   * is matched at the asked odd or better; with it at the price on offer when it is placed,
   * refused only when the market or the selection is not open. A session line never moves.
   */
  acceptAnyOdds: z.boolean().optional(),
});
export type OrderPayload = z.input<typeof orderPayloadSchema>;

/**
 * The body the server accepts: the payload above, but `stake`, `odd` and `run` may be missing
 * or numeric strings, so that the server answers the documented messages ('Invalid Stake',
 * "Odd/Run Can't be 0") instead of a schema error. Clients type their call with OrderPayload.
 */
const looseNumber = z.union([z.number(), z.string().max(32)]);
export const placeBetBodySchema = orderPayloadSchema.extend({
  odd: looseNumber.optional(),
  run: looseNumber.optional(),
  stake: looseNumber.optional(),
});
export type PlaceBetBody = z.output<typeof placeBetBodySchema>;

export const BET_STATUSES = ['open', 'settled', 'void', 'deleted', 'rejected'] as const;
export const betStatusSchema = z.enum(BET_STATUSES);
export type BetStatus = z.infer<typeof betStatusSchema>;

/** One price check of a placement: when, what the cache showed (wire odds), the verdict. */
export const betCheckSchema = z.object({
  at: z.string(),
  stage: z.enum(['received', 'afterDelay']),
  marketStatus: z.string(),
  bestOdd: z.number().nullable(),
  bestRun: z.number().nullable(),
  ok: z.boolean(),
});
export type BetCheckWire = z.infer<typeof betCheckSchema>;

/**
 * The receipt of a placement: the price asked, the price matched (a back at the best back on
 * offer when that is at least the asked odd, a lay at the best lay when that is at most it;
 * the asked odd itself where the site keeps "asked price only"; any price on offer when the
 * player accepts any odds), the in-play delay waited, every check made and, for a refused bet,
 * why.
 */
export const betReceiptSchema = z.object({
  askedOdd: z.number(),
  matchedOdd: z.number().nullable(),
  delaySecond: z.number().int(),
  checks: z.array(betCheckSchema),
  rejectReason: z.string().nullable(),
});
export type BetReceipt = z.infer<typeof betReceiptSchema>;

export const uplineShareSchema = z.object({ userId: z.string(), role: z.string(), percentage: z.number() });

/**
 * An open bet (docs/product.md §3 "Open bet record"). Money in rupees, odds as the player reads
 * them. `user` (the player with the upline's shares at bet time) is only filled for uplines;
 * a player is not shown its upline's partnership.
 */
export const openBetSchema = z.object({
  _id: z.string(),
  market: z.object({
    id: z.string(),
    _id: z.string(),
    marketName: z.string(),
    type: marketTypeSchema,
    name: z.string(),
    event: z.object({ id: z.string(), name: z.string() }),
  }),
  odds: z.object({
    type: z.enum(['back', 'lay']),
    run: z.number(),
    odd: z.number(),
    teamId: z.string(),
    teamName: z.string(),
  }),
  stake: z.number(),
  profit: z.number(),
  liability: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  oddType: oddTypeSchema,
  marketType: wireMarketTypeSchema,
  status: betStatusSchema,
  receipt: betReceiptSchema,
  /**
   * `parents`: the upline's user ids, top first, the order of `parentPercentage` (both come from
   * the share list the bet recorded, so they name the chain as it was at bet time).
   */
  user: z
    .object({ _id: z.string(), userName: z.string(), parents: z.array(z.string()), parentPercentage: z.array(uplineShareSchema) })
    .optional(),
});
export type OpenBet = z.infer<typeof openBetSchema>;

/**
 * POST api/user/openBet. docs/product.md leaves the answer "not shown": we answer
 * `{ message: 'Order Placed', docs: <the open bet> }`, so the slip can add it to its list at
 * once. A bet refused at receipt (bad input, account or market checks, price not on offer)
 * answers 4xx `{ message, code }` and leaves nothing behind. A bet refused later (the price or
 * status changed during the in-play delay, or the points do not cover it) is kept as a
 * `rejected` bet and answers 4xx `{ message, code, docs }`, `docs` being that bet with its
 * receipt (what was asked, each check, the reason).
 * An optional `Idempotency-Key` header (1-128 characters): the same key from the same player
 * answers the first attempt again and never places two bets.
 */
export const placeBet = defineRoute({
  method: 'POST',
  path: '/api/user/openBet',
  summary: 'Place a bet (optional Idempotency-Key header)',
  tags: ['betting'],
  access: { kind: 'session', roles: ['user'] },
  body: placeBetBodySchema,
  response: docsEnvelope(openBetSchema),
});

export const openBetsQuerySchema = pageQuerySchema.extend({
  marketId: text64.optional(),
  eventId: text64.optional(),
});
export type OpenBetsQuery = z.input<typeof openBetsQuerySchema>;

/** The player's open bets, newest first, optionally of one market or event. */
export const getOpenBets = defineRoute({
  method: 'GET',
  path: '/api/user/openBet',
  summary: "The player's open bets",
  tags: ['betting'],
  access: { kind: 'session', roles: ['user'] },
  querystring: openBetsQuerySchema,
  response: pagedEnvelope(openBetSchema),
});

/** Open bets of the caller's whole downline (optionally one player), newest first. */
export const getDownlineOpenBets = defineRoute({
  method: 'GET',
  path: '/api/:role/user/openBet',
  summary: "Open bets of the caller's downline players",
  tags: ['betting'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: openBetsQuerySchema.extend({ userId: text64.optional() }),
  response: pagedEnvelope(openBetSchema),
});

/* ------------------------------------------------------------------------------------------
 * Bet history (docs/product.md §7 "GET .../openBet/history and .../openBet/history/details",
 * §3 "Bet detail totals"). docs/product.md shows neither call's query nor its answer; ours:
 * - history: the bets that are no longer open (settled, void, rejected, deleted), newest
 *   first, paged, filtered by date range (by when the bet was placed; default the last 7
 *   days, like the P/L report), status, sport, event or market;
 * - history/details: the totals of the same filter: totalBack and totalLay (stakes matched on
 *   each side), totalBetPts (the player's net P/L over those bets) and totalCommission (the
 *   commission credited on the markets they settled), all in rupees.
 * ------------------------------------------------------------------------------------------ */

export const BET_HISTORY_STATUSES = ['all', 'settled', 'void', 'rejected', 'deleted'] as const;
export const betHistoryStatusSchema = z.enum(BET_HISTORY_STATUSES);
export type BetHistoryStatus = z.infer<typeof betHistoryStatusSchema>;

export const betHistoryQuerySchema = pageQuerySchema.extend({
  startDate: dayOrInstantSchema.optional(),
  endDate: dayOrInstantSchema.optional(),
  status: betHistoryStatusSchema.default('all'),
  eventTypeId: text64.optional(),
  eventId: text64.optional(),
  marketId: text64.optional(),
});
export type BetHistoryQuery = z.input<typeof betHistoryQuerySchema>;

export const downlineBetHistoryQuerySchema = betHistoryQuerySchema.extend({ userId: text64.optional() });

/** A past bet: the open-bet record plus its outcome. `pnl` is null for rejected and deleted bets. */
export const historyBetSchema = openBetSchema.extend({
  pnl: z.number().nullable(),
  settledAt: z.string().nullable(),
  eventTypeId: z.string(),
  cashOut: z.boolean(),
});
export type HistoryBet = z.infer<typeof historyBetSchema>;

export const betHistoryTotalsSchema = z.object({
  totalBack: z.number(),
  totalLay: z.number(),
  totalBetPts: z.number(),
  totalCommission: z.number(),
  totalBets: z.number().int(),
});
export type BetHistoryTotals = z.infer<typeof betHistoryTotalsSchema>;

export const getBetHistory = defineRoute({
  method: 'GET',
  path: '/api/user/openBet/history',
  summary: "The player's past bets (settled, void, rejected, deleted)",
  tags: ['betting'],
  access: { kind: 'session', roles: ['user'] },
  querystring: betHistoryQuerySchema,
  response: pagedEnvelope(historyBetSchema),
});

export const getBetHistoryDetails = defineRoute({
  method: 'GET',
  path: '/api/user/openBet/history/details',
  summary: "Totals of the player's past bets under the same filter as the history",
  tags: ['betting'],
  access: { kind: 'session', roles: ['user'] },
  querystring: betHistoryQuerySchema,
  response: docsEnvelope(betHistoryTotalsSchema),
});

export const getDownlineBetHistory = defineRoute({
  method: 'GET',
  path: '/api/:role/user/openBet/history',
  summary: "Past bets of the caller's downline players",
  tags: ['betting'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: downlineBetHistoryQuerySchema,
  response: pagedEnvelope(historyBetSchema),
});

export const getDownlineBetHistoryDetails = defineRoute({
  method: 'GET',
  path: '/api/:role/user/openBet/history/details',
  summary: "Totals of the downline's past bets under the same filter as the history",
  tags: ['betting'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: downlineBetHistoryQuerySchema,
  response: docsEnvelope(betHistoryTotalsSchema),
});

/* ------------------------------------------------------------------------------------------
 * Cash out (docs/product.md §5 "Cashout messages"). docs/product.md shows the messages, not the
 * call: ours is POST api/user/openBet/cashout with the market. The server computes the offer
 * from the player's book and the prices of that moment (packages/domain cashOutOffer) and
 * places it as a real opposite bet through the same engine (delay, checks, receipt), so the
 * answer is the placement's. GET returns the offer without placing it, for the button's label.
 * ------------------------------------------------------------------------------------------ */

export const CASHOUT_MESSAGES = {
  disabled: 'Cashout disabled for this market',
  notEligible: 'You are not eligible for cashout',
  placeFirst: 'Please place first to use Cashout',
} as const;

export const cashOutBodySchema = z.object({ marketId: text64 });

/** The opposite bet that levels the book, and the P/L it leaves on every runner (rupees). */
export const cashOutOfferSchema = z.object({
  marketId: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  oddType: oddTypeSchema,
  odd: z.number(),
  stake: z.number(),
  pnl: z.number(),
});
export type CashOutOfferWire = z.infer<typeof cashOutOfferSchema>;

export const getCashOutOffer = defineRoute({
  method: 'GET',
  path: '/api/user/openBet/cashout',
  summary: 'The cash-out offer on a market at the current prices',
  tags: ['betting'],
  access: { kind: 'session', roles: ['user'] },
  querystring: cashOutBodySchema,
  response: docsEnvelope(cashOutOfferSchema),
});

export const cashOut = defineRoute({
  method: 'POST',
  path: '/api/user/openBet/cashout',
  summary: 'Cash out a market: place the levelling opposite bet (optional Idempotency-Key header)',
  tags: ['betting'],
  access: { kind: 'session', roles: ['user'] },
  body: cashOutBodySchema,
  response: docsEnvelope(openBetSchema),
});
