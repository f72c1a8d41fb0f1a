import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope } from './envelope.js';
import { marketTypeSchema } from './sports.js';

/**
 * The player's exposure entries (docs/product.md §3 "Exposure entry per market"): the books
 * the placement queue keeps, as the server holds them, for one market or for an event's
 * markets. What each field means is our decision: docs/decisions/market-exposure-entries.md.
 * Money in rupees, percentages as the player reads them (85.5 = 85.50%).
 */

export const EXPOSURE_MESSAGES = {
  marketOrEvent: 'Send a marketId or an eventId',
} as const;

const feedId = z.string().trim().min(1).max(64);

/** One of the two: a market, or an event (every market of it the player has bets on). */
export const marketExposureQuerySchema = z.object({ marketId: feedId.optional(), eventId: feedId.optional() });
export type MarketExposureQuery = z.input<typeof marketExposureQuerySchema>;

/** A band of final scores of a session book that pays the same (packages/domain SessionBookLine). */
export const sessionBookLineSchema = z.object({
  fromRun: z.number().int(),
  /** Last score of the band, inclusive; null = every score from `fromRun` up. */
  toRun: z.number().int().nullable(),
  pnl: z.number(),
});
export type SessionBookLineWire = z.infer<typeof sessionBookLineSchema>;

/** A runner of a team market and the player's P/L if it wins. */
export const exposureTeamSchema = z.object({ teamId: z.string(), teamName: z.string(), pnl: z.number() });

export const exposureEntrySchema = z.object({
  marketId: z.string(),
  marketType: marketTypeSchema,
  /** The player's open bets the book holds. */
  openBets: z.number().int(),
  /** The most the player can lose on the market: what the wallet holds for it (>= 0). */
  liability: z.number(),
  /** The best P/L over the outcomes (negative when every outcome loses). */
  profit: z.number(),
  /** The outcome of the worst P/L: a team market's runner (first in page order on a tie), a session's line. */
  teamId: z.string(),
  teamName: z.string(),
  /** The worst P/L over the outcomes (positive when every outcome wins). */
  minLoss: z.number(),
  /** `profit` and `minLoss` as a percentage of the stake of the open bets on the market. */
  profitPercentage: z.number(),
  minLossPercentage: z.number(),
  /** Session markets: the P/L at every final score, in bands; null on team markets. */
  sessionBook: z.array(sessionBookLineSchema).nullable(),
  /** Ours, not in docs/product.md: team markets' P/L per runner in page order; empty on sessions. */
  teams: z.array(exposureTeamSchema),
});
export type ExposureEntry = z.infer<typeof exposureEntrySchema>;

/**
 * GET api/protected/game/market/exposure?marketId= or ?eventId=. docs/product.md names the
 * entry, not the call: ours sits beside the other signed-in market calls
 * (api/protected/game/market/group), for players only (their own books; staff read books in
 * Market Analysis). An entry per market the player has open bets on, in page order; a market
 * or event without the player's bets answers an empty list, an unknown one 404.
 */
export const getMarketExposure = defineRoute({
  method: 'GET',
  path: '/api/protected/game/market/exposure',
  summary: "The player's exposure entries (books) of a market or of an event's markets",
  tags: ['betting'],
  access: { kind: 'session', roles: ['user'] },
  querystring: marketExposureQuerySchema,
  response: docsEnvelope(z.array(exposureEntrySchema)),
});
