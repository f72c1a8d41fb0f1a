import { z } from 'zod';
import { defineRoute } from './route.js';

/**
 * Leadership board (/leadersip-board, docs/product.md §2). docs/product.md names the screen,
 * not its call; ours is GET api/common/leaderboard (public, per site by Host header):
 * - profit = the sum of the player's settled sports-bet P/L (bets.pnl) whose settlement falls
 *   in the period; only players of the site's white label, never demo accounts;
 * - the top LEADERBOARD_SIZE players with a positive profit, best first (ties: earlier
 *   settlement first, then name, so the order is stable);
 * - a player is shown only as a masked name ('ab***9'): no id, no full name, no upline;
 * - periods are IST calendar spans ending now: today, the last 7 days, the last 30 days.
 */
export const LEADERBOARD_PERIODS = ['day', 'week', 'month'] as const;
export const leaderboardPeriodSchema = z.enum(LEADERBOARD_PERIODS);
export type LeaderboardPeriod = z.infer<typeof leaderboardPeriodSchema>;
export const LEADERBOARD_SIZE = 20;

export const leaderboardQuerySchema = z.object({ period: leaderboardPeriodSchema.default('week') });

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  /** Masked user name: first two characters, '***', last character. */
  name: z.string(),
  /** Profit in rupees, two decimals. */
  profit: z.number(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardDocsSchema = z.object({
  period: leaderboardPeriodSchema,
  from: z.string(),
  to: z.string(),
  rows: z.array(leaderboardRowSchema),
});
export type LeaderboardDocs = z.infer<typeof leaderboardDocsSchema>;

export const getLeaderboard = defineRoute({
  method: 'GET',
  path: '/api/common/leaderboard',
  summary: 'Top players of the site by settled profit over a period, with masked names',
  tags: ['leaderboard'],
  access: { kind: 'public' },
  querystring: leaderboardQuerySchema,
  response: z.object({ message: z.string().optional(), docs: leaderboardDocsSchema }),
});
