import { z } from 'zod';
import { istDaySchema } from './dates.js';
import { defineRoute } from './route.js';
import { docsEnvelope } from './envelope.js';
import { pathRoleSchema, STAFF_ROLES } from './roles.js';
import { STAFF_USER_MESSAGES } from './staff-users.js';

/**
 * B2C Dashboard (docs/product.md §1 staff tools): deposits, withdrawals, active players and
 * P/L by day, with charts. docs/product.md names the screen only; ours:
 * - covers the players of the caller's downline (or of one downline account, `userId`; the
 *   administrator may narrow to one white label, `whiteLabel`; another staff member may only
 *   name its own). Anything outside the caller's reach answers 403;
 * - days are IST days (YYYY-MM-DD), both ends inclusive, default the last 7 days to today, at
 *   most MAX_DASHBOARD_DAYS; every day of the range is listed, days without activity as zeros;
 * - deposits and withdrawals are the requests approved that day (by decision time; a deposit
 *   counts its approved amount); pending ones are the queue as it stands now;
 * - new players: player accounts opened that day (demo sessions left out); active players:
 *   players who placed a bet or played a casino round that day (the range's total counts each
 *   player once);
 * - P/L is the players' settled game result seen from above, as uplines see it (docs/product.md
 *   §6): positive when the players lost. Exchange from bets settled that day, casino from
 *   rounds settled that day, before partnership shares. All money is rupees.
 */

export const MAX_DASHBOARD_DAYS = 92;

export const DASHBOARD_MESSAGES = {
  notInDownline: STAFF_USER_MESSAGES.notInDownline,
  notYourWhiteLabel: 'This white label is not yours',
  rangeTooLong: `Pick at most ${MAX_DASHBOARD_DAYS} days`,
} as const;

export const b2cDashboardQuerySchema = z.object({
  startDate: istDaySchema.optional(),
  endDate: istDaySchema.optional(),
  /** Administrator: one white label's players (not `whiteLabelId`, which is the player calls' site check). */
  whiteLabel: z.uuid('whiteLabel must be a white label id').optional(),
  /** One account of the caller's downline and its players. */
  userId: z.uuid('userId must be a user id').optional(),
});
export type B2cDashboardQuery = z.input<typeof b2cDashboardQuerySchema>;

export const b2cDashboardDaySchema = z.object({
  day: z.string(),
  depositCount: z.number().int(),
  deposits: z.number(),
  withdrawalCount: z.number().int(),
  withdrawals: z.number(),
  newPlayers: z.number().int(),
  activePlayers: z.number().int(),
  exchangePl: z.number(),
  casinoPl: z.number(),
  /** exchangePl + casinoPl. */
  pl: z.number(),
});
export type B2cDashboardDay = z.infer<typeof b2cDashboardDaySchema>;

export const b2cDashboardSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  totals: z.object({
    depositCount: z.number().int(),
    deposits: z.number(),
    withdrawalCount: z.number().int(),
    withdrawals: z.number(),
    /** deposits - withdrawals. */
    net: z.number(),
    newPlayers: z.number().int(),
    /** Distinct players active on any day of the range. */
    activePlayers: z.number().int(),
    /** Player accounts in scope today. */
    players: z.number().int(),
    exchangePl: z.number(),
    casinoPl: z.number(),
    pl: z.number(),
    pendingDepositCount: z.number().int(),
    pendingDeposits: z.number(),
    pendingWithdrawalCount: z.number().int(),
    pendingWithdrawals: z.number(),
  }),
  days: z.array(b2cDashboardDaySchema),
});
export type B2cDashboard = z.infer<typeof b2cDashboardSchema>;

export const getB2cDashboard = defineRoute({
  method: 'GET',
  path: '/api/:role/dashboard/b2c',
  summary: 'B2C Dashboard: deposits, withdrawals, new and active players and P/L per IST day of the downline',
  tags: ['dashboard'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: b2cDashboardQuerySchema,
  response: docsEnvelope(b2cDashboardSchema),
});
