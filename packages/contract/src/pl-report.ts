import { z } from 'zod';
import { istDaySchema } from './dates.js';
import { defineRoute } from './route.js';
import { docsEnvelope } from './envelope.js';
import { MESSAGES } from './errors.js';
import { pathRoleSchema, ROLES } from './roles.js';
import { STAFF_USER_MESSAGES } from './staff-users.js';
import { formBoolean } from './auth.js';

/**
 * Profit And Loss Report (docs/product.md §1, §3 "Profit/loss report", §7 call table
 * "GET api/{userType}/game/report", §9 formulas). docs/product.md gives the query (userId,
 * startDate, endDate) and the four lists of the answer; ours fills in:
 * - startDate and endDate are IST days (YYYY-MM-DD), both inclusive; the default range is the
 *   last 7 days to today; an end before the start is read as the same span swapped;
 * - a player reads its own report (userId, if sent, must be its own); staff read one downline
 *   player's with userId, or the whole downline's when userId is left out;
 * - casino lines are grouped by game type (gameCategory), from rounds settled in the range;
 *   exchange lines by sport (eventTypeId), from bets settled in the range: totalAmount is the
 *   stakes, totalWin the sum of winning P/L, totalLose the sum of losing P/L (negative);
 * - deposit and withdraw lines are the requests approved in the range (one line each when
 *   there are any); a deposit line's totalBonus is the offers' bonus credited with those
 *   deposits (from the ledger; a referral bonus is the referrer's, not a deposit's), a
 *   withdraw line's is 0;
 * - `totals` carries the §9 formulas (packages/domain plReportTotals) so every client shows
 *   the same figure. All money is rupees.
 * - `daily` (added for the report's chart, only when the query asks `daily=true`) is the game
 *   P/L per IST day of the range, exchange and casino, the days without settled play left out.
 * Demo accounts are refused with the documented demo-account message.
 * ------------------------------------------------------------------------------------------ */

export const PL_REPORT_MESSAGES = {
  demoAccount: MESSAGES.demoAccount,
  notInDownline: STAFF_USER_MESSAGES.notInDownline,
  notYourReport: 'You can only read your own report',
} as const;

export const plReportQuerySchema = z.object({
  userId: z.uuid('userId must be a user id').optional(),
  startDate: istDaySchema.optional(),
  endDate: istDaySchema.optional(),
  /** `true` adds the `daily` breakdown (for the report's chart); left out, the answer is as before. */
  daily: formBoolean.optional(),
});
export type PlReportQuery = z.input<typeof plReportQuerySchema>;

export const plCasinoLineSchema = z.object({
  gameCategory: z.string(),
  totalAmount: z.number(),
  totalWin: z.number(),
  totalLose: z.number(),
});
export type PlCasinoLine = z.infer<typeof plCasinoLineSchema>;

export const plExchangeLineSchema = z.object({
  eventTypeId: z.string(),
  totalAmount: z.number(),
  totalWin: z.number(),
  totalLose: z.number(),
});
export type PlExchangeLine = z.infer<typeof plExchangeLineSchema>;

export const plMoneyLineSchema = z.object({
  totalAmount: z.number(),
  totalBonus: z.number(),
});
export type PlMoneyLine = z.infer<typeof plMoneyLineSchema>;

export const plReportTotalsSchema = z.object({
  casinoPl: z.number(),
  exchangePl: z.number(),
  depositWithdrawNet: z.number(),
  total: z.number(),
});

/** One IST day's game P/L of the range (for the daily chart). */
export const plDailyLineSchema = z.object({
  day: z.string(),
  exchangePl: z.number(),
  casinoPl: z.number(),
  /** exchangePl + casinoPl. */
  pl: z.number(),
});
export type PlDailyLine = z.infer<typeof plDailyLineSchema>;

export const plReportSchema = z.object({
  casino: z.array(plCasinoLineSchema),
  exchange: z.array(plExchangeLineSchema),
  deposit: z.array(plMoneyLineSchema),
  withdraw: z.array(plMoneyLineSchema),
  totals: plReportTotalsSchema,
  daily: z.array(plDailyLineSchema).optional(),
});
export type PlReport = z.infer<typeof plReportSchema>;

export const getPlReport = defineRoute({
  method: 'GET',
  path: '/api/:role/game/report',
  summary: 'Profit and loss report of a player (casino, exchange, deposits, withdrawals) over IST days',
  tags: ['reports'],
  access: { kind: 'session', roles: ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: plReportQuerySchema,
  response: docsEnvelope(plReportSchema),
});
