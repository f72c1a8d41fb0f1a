import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope, pagedEnvelope, pageQuerySchema } from './envelope.js';
import { pathRoleSchema, roleSchema, STAFF_ROLES } from './roles.js';
import { marketTypeSchema } from './sports.js';

/**
 * Market Analysis (docs/product.md §6 staff tools): the live book of each market across the
 * caller's whole downline, weighted by the caller's OWN partnership share as recorded on each
 * bet (bets.upline_shares), so a master sees its own risk on every runner and score line.
 *
 * Figures are what settlement would credit if the market settled on that outcome now (domain
 * betting/market-analysis: the same grouping and rounding as settlement), before the
 * commission rebate, which settlement adds on a losing market. Wire units: rupees.
 *
 * Decisions where docs/product.md is silent:
 * - Only open (matched, unsettled) bets count; settled, void and deleted bets are history.
 * - `yours` is the caller's part with the caller's sign: positive = the caller gains. The
 *   administrator holds no partnership of its own and is the house, so its `yours` is the
 *   house's part (plus any share recorded for it).
 * - `players` is the downline players' P/L (positive = the players win).
 * - A market none of the downline bet on answers empty figures (nothing to see), an unknown
 *   market 404; players are refused by role (403).
 * - Live refresh: the console polls the book every 5 seconds (MARKET_ANALYSIS_REFRESH_MS); a
 *   book changes with every bet in the downline, and a poll costs one indexed read per market.
 */

export const MARKET_ANALYSIS_REFRESH_MS = 5_000;

export const MARKET_ANALYSIS_MESSAGES = {
  marketNotFound: 'Market not found',
} as const;

/** One market with open bets in the caller's downline. */
export const analysedMarketSchema = z.object({
  marketId: z.string(),
  marketName: z.string(),
  marketType: marketTypeSchema,
  eventId: z.string(),
  eventName: z.string(),
  eventTypeId: z.number().int(),
  marketStatus: z.string(),
  bets: z.number().int(),
  players: z.number().int(),
  /** Sum of the open bets' stakes, rupees. */
  totalMatched: z.number(),
  lastBetAt: z.string(),
});
export type AnalysedMarket = z.infer<typeof analysedMarketSchema>;

/** GET api/{role}/market-analysis: markets with open bets in the downline, latest bet first; `search` matches event or market name. */
export const getAnalysedMarkets = defineRoute({
  method: 'GET',
  path: '/api/:role/market-analysis',
  summary: 'Markets with open bets in the caller’s downline',
  tags: ['market analysis'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: pageQuerySchema,
  response: pagedEnvelope(analysedMarketSchema),
});

/** One outcome: a runner winning (team markets) or a band of final scores (session markets). */
export const analysisOutcomeSchema = z.object({
  /** Runner id, or `fromRun` as text for a score band. */
  key: z.string(),
  label: z.string(),
  fromRun: z.number().int().nullable(),
  /** Last score of the band, inclusive; null = and up (or a runner). */
  toRun: z.number().int().nullable(),
});
export type AnalysisOutcome = z.infer<typeof analysisOutcomeSchema>;

/** Figures of a set of bets at each outcome, in the order of `outcomes`, rupees. */
export const analysisFiguresSchema = z.object({
  bets: z.number().int(),
  players: z.number().int(),
  totalMatched: z.number(),
  /** The caller's part at each outcome (positive = the caller gains). */
  yours: z.array(z.number()),
  /** The players' P/L at each outcome (positive = the players win). */
  playersPnl: z.array(z.number()),
  /** The caller's worst outcome (<= 0): its risk on this market. */
  yourWorst: z.number(),
});
export type AnalysisFigures = z.infer<typeof analysisFiguresSchema>;

export const marketBookAnalysisSchema = z.object({
  market: analysedMarketSchema.omit({ bets: true, players: true, totalMatched: true, lastBetAt: true }),
  outcomes: z.array(analysisOutcomeSchema),
  total: analysisFiguresSchema,
  /** The same figures per direct downline account (a player directly below is its own row), biggest risk first. */
  /**
   * The caller's partnership as recorded on these bets, in percent, each distinct value once in
   * ascending order (a share can change between bets); empty when there are no bets.
   */
  yourSharePercents: z.array(z.number()),
  downline: z.array(analysisFiguresSchema.extend({ userId: z.string(), userName: z.string(), userType: roleSchema })),
  /** When the figures were read (ISO). */
  at: z.string(),
});
export type MarketBookAnalysis = z.infer<typeof marketBookAnalysisSchema>;

export const marketBookQuerySchema = z.object({ marketId: z.string().trim().min(1).max(100) });

/** GET api/{role}/market-analysis/book?marketId=: the market's book across the downline, weighted by the caller's share. */
export const getMarketBookAnalysis = defineRoute({
  method: 'GET',
  path: '/api/:role/market-analysis/book',
  summary: 'Live book of one market across the caller’s downline, weighted by the caller’s partnership',
  tags: ['market analysis'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: marketBookQuerySchema,
  response: docsEnvelope(marketBookAnalysisSchema),
});
