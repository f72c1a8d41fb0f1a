import { z } from 'zod';
import { istDaySchema } from './dates.js';
import { defineRoute } from './route.js';
import { pagedEnvelope, pageQuerySchema } from './envelope.js';
import { pathRoleSchema, roleSchema, STAFF_ROLES } from './roles.js';
import { STAFF_USER_MESSAGES } from './staff-users.js';

/**
 * The staff console's Reports (docs/product.md §1 names the report screens, not their calls):
 * downline P/L by user and by market, the commission report and the audit log. The account
 * statement of a downline account is GET api/{role}/accountStatement with `userId`
 * (statements.ts).
 *
 * Shared rules (decided here):
 * - Ranges are IST days, both inclusive, default the last 7 days to today, as the P/L report
 *   (domain reportRange); an end before the start is read as the same span swapped.
 * - Exchange figures come from settled bets (settled in the range), money figures from the
 *   ledger. Sign conventions: `pnl` is the players' P/L (positive = the players won); `yourPl`
 *   is the caller's (positive = the caller gained). Money is rupees.
 * - Every staff role reads its own downline only; a `userId` outside it, or unknown, answers
 *   403 (no account can be probed).
 * - Lists are paged, searchable and sortable like the other staff lists.
 */

export const STAFF_REPORT_MESSAGES = {
  notInDownline: STAFF_USER_MESSAGES.notInDownline,
} as const;

const sortOrder = z.enum(['asc', 'desc']).optional().default('desc');
const rangeQuery = pageQuerySchema.extend({ startDate: istDaySchema.optional(), endDate: istDaySchema.optional() });

/* ---------------------------------------------------------------------------------------------
 * Downline P/L by user: GET api/{role}/report/downlinePl
 * One row per direct child of the caller (or of `userId`, a downline account, to drill down),
 * each with the totals of its whole subtree (the child itself when it is a player):
 * - bets, stake, pnl: the players' settled exchange bets (settled in the range);
 * - commission: commission the ledger credited those players in the range (net of reversals);
 * - casinoPl: the players' net on casino rounds settled in the range (win - stake);
 * - yourPl: the caller's partnership share of `pnl`, from the shares recorded on each bet
 *   (the administrator's is the house's part); the ledger's figure per market may differ by
 *   the rounding of a paisa.
 * `totals` adds up every child (not only the page). `search` matches part of the user name.
 * ------------------------------------------------------------------------------------------- */

export const DOWNLINE_PL_SORTS = ['userName', 'pnl', 'stake', 'bets', 'yourPl'] as const;

export const downlinePlQuerySchema = rangeQuery.extend({
  userId: z.uuid('userId must be a user id').optional(),
  sortBy: z.enum(DOWNLINE_PL_SORTS).optional().default('pnl'),
  sortOrder,
});
export type DownlinePlQuery = z.output<typeof downlinePlQuerySchema>;

const plFigures = {
  bets: z.number().int(),
  stake: z.number(),
  pnl: z.number(),
  commission: z.number(),
  casinoPl: z.number(),
  yourPl: z.number(),
};

export const downlinePlRowSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  userType: roleSchema,
  /** Players in the subtree that settled a bet in the range. */
  players: z.number().int(),
  ...plFigures,
});
export type DownlinePlRow = z.infer<typeof downlinePlRowSchema>;

export const downlinePlTotalsSchema = z.object({ players: z.number().int(), ...plFigures });
export type DownlinePlTotals = z.infer<typeof downlinePlTotalsSchema>;

const reportNodeSchema = z.object({ _id: z.string(), userName: z.string(), userType: roleSchema });

export const getDownlinePl = defineRoute({
  method: 'GET',
  path: '/api/:role/report/downlinePl',
  summary: 'Downline P/L by user: each direct child with its subtree totals over IST days',
  tags: ['reports'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: downlinePlQuerySchema,
  response: pagedEnvelope(downlinePlRowSchema).extend({
    totals: downlinePlTotalsSchema,
    /** The account whose children are listed, and the path from the caller down to it. */
    node: reportNodeSchema,
    path: z.array(reportNodeSchema),
    startDate: z.string(),
    endDate: z.string(),
  }),
});

/* ---------------------------------------------------------------------------------------------
 * Downline P/L by market: GET api/{role}/report/marketPl
 * One row per market on which a downline player had a bet settled in the range: the players'
 * bets, stake and P/L there, the commission credited to them on the market, and `yourPl`, the
 * caller's own ledger movement on the market (its partnership lines of the settlement and the
 * commission, net of roll-backs and voids; the house's for the administrator). `search` matches
 * part of the event or market name; `eventTypeId` keeps one sport.
 * ------------------------------------------------------------------------------------------- */

export const MARKET_PL_SORTS = ['settledAt', 'pnl', 'stake', 'bets'] as const;

export const marketPlQuerySchema = rangeQuery.extend({
  eventTypeId: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'eventTypeId must be a sport id')
    .optional(),
  sortBy: z.enum(MARKET_PL_SORTS).optional().default('settledAt'),
  sortOrder,
});
export type MarketPlQuery = z.output<typeof marketPlQuerySchema>;

export const marketPlRowSchema = z.object({
  marketId: z.string(),
  marketName: z.string(),
  marketType: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  eventTypeId: z.string(),
  /** When the last of these bets settled. */
  settledAt: z.string(),
  players: z.number().int(),
  bets: z.number().int(),
  stake: z.number(),
  pnl: z.number(),
  commission: z.number(),
  yourPl: z.number(),
});
export type MarketPlRow = z.infer<typeof marketPlRowSchema>;

export const marketPlTotalsSchema = z.object({
  markets: z.number().int(),
  bets: z.number().int(),
  stake: z.number(),
  pnl: z.number(),
  commission: z.number(),
  yourPl: z.number(),
});

export const getMarketPl = defineRoute({
  method: 'GET',
  path: '/api/:role/report/marketPl',
  summary: "Downline P/L by market over IST days, with the caller's own ledger P/L per market",
  tags: ['reports'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: marketPlQuerySchema,
  response: pagedEnvelope(marketPlRowSchema).extend({ totals: marketPlTotalsSchema, startDate: z.string(), endDate: z.string() }),
});

/* ---------------------------------------------------------------------------------------------
 * Commission report: GET api/{role}/report/commission
 * One row per downline player whose wallet had commission lines in the range (entries posted
 * in the range, net of roll-backs and voids): the commission credited, on how many markets,
 * the player's current rate and its parent. `totals.yourCommission` is the caller's own
 * commission lines in the range (negative: the part of the players' commission it paid; the
 * house's for the administrator).
 * ------------------------------------------------------------------------------------------- */

export const COMMISSION_SORTS = ['commission', 'userName', 'markets'] as const;

export const commissionReportQuerySchema = rangeQuery.extend({
  sortBy: z.enum(COMMISSION_SORTS).optional().default('commission'),
  sortOrder,
});
export type CommissionReportQuery = z.output<typeof commissionReportQuerySchema>;

export const commissionRowSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  parent: z.object({ _id: z.string(), userName: z.string() }).nullable(),
  /** Percent of a losing market's loss, as set now. */
  commissionRate: z.number(),
  markets: z.number().int(),
  commission: z.number(),
});
export type CommissionRow = z.infer<typeof commissionRowSchema>;

export const getCommissionReport = defineRoute({
  method: 'GET',
  path: '/api/:role/report/commission',
  summary: "Commission credited to the downline's players over IST days, from the ledger",
  tags: ['reports'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: commissionReportQuerySchema,
  response: pagedEnvelope(commissionRowSchema).extend({
    totals: z.object({ players: z.number().int(), commission: z.number(), yourCommission: z.number() }),
    startDate: z.string(),
    endDate: z.string(),
  }),
});

/* ---------------------------------------------------------------------------------------------
 * Audit log: GET api/{role}/audit
 * Who did what, when, with the before and after the action recorded. The administrator reads
 * every row (the settlement job's rows have no actor); other staff read the rows of actions by
 * themselves or an account of their downline, and the rows about an account of their downline
 * or a bet of one of its players, whoever acted. Filters: `actor` (part of the actor's user
 * name), `action` (an action or the start of one, e.g. `user.` or `bet.void`), `targetType`,
 * `targetId`, and the IST day range. Newest first unless `sortOrder=asc`.
 * ------------------------------------------------------------------------------------------- */

export const auditQuerySchema = rangeQuery.omit({ search: true }).extend({
  actor: z.string().trim().max(64).optional(),
  action: z.string().trim().max(100).optional(),
  targetType: z.string().trim().max(64).optional(),
  targetId: z.string().trim().max(128).optional(),
  sortOrder,
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditRowSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  /** Null for the system (settlement job, feed). */
  actor: reportNodeSchema.nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The user name of a user target, or of the player of a bet target. */
  targetName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  /** The Multi Login Account login the actor acted through (its user name), if any. */
  viaLogin: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const getAuditLog = defineRoute({
  method: 'GET',
  path: '/api/:role/audit',
  summary: 'Audit log of the downline: who did what, when, before and after; filters and paging',
  tags: ['reports'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: auditQuerySchema,
  response: pagedEnvelope(auditRowSchema).extend({ startDate: z.string(), endDate: z.string() }),
});
