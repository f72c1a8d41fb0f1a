import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope } from './envelope.js';
import { pathRoleSchema } from './roles.js';

/** Kinds of journal entries. Every movement of points is one of these. */
export const JOURNAL_KINDS = [
  'upline_credit',
  'upline_debit',
  'demo_grant',
  'deposit',
  'withdraw_hold',
  'withdraw_release',
  'withdraw_payout',
  'bonus',
  'bet_settlement',
  'commission',
  'casino_debit',
  'casino_credit',
  'casino_rollback',
] as const;
export const journalKindSchema = z.enum(JOURNAL_KINDS);
export type JournalKind = z.infer<typeof journalKindSchema>;

/**
 * Messages of the points calls that docs/product.md does not spell out (its own strings are
 * in MESSAGES of errors.ts: remarksRequired, transactionCodeEmpty, amountOverAvailable,
 * invalidAddSubtract).
 */
export const LEDGER_MESSAGES = {
  /** A staff account that was never given a transaction code cannot move points. */
  amountOverUserAvailable: 'You cant subtract amount greater than the user available balance',
  notDirectDownline: 'You can add or subtract points only of your direct downline',
  userNotFound: 'User not found',
  demoAccount: 'Points of a demo account cannot be added or subtracted',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different transfer',
} as const;

/** Staff roles that move points to their direct downline (everyone but players). */
export const TRANSFER_ROLES = ['administrator', 'whiteLabel', 'admin', 'superMaster', 'master', 'agent', 'branch', 'subBranch'] as const;

/**
 * PATCH api/{role}/user/pts — an upline credits (add) or debits (subtract) a direct downline.
 * JSON or form body. `amount` is rupees with at most two decimals, as a number or a string
 * (forms send strings); the server answers 'Please provide a valid number to add or subtract.'
 * for anything else, so the amount is not refined here. `transactionCode` may come as a number
 * from JSON clients. An optional `Idempotency-Key` header makes a retried call move points
 * once and answer the same entry.
 */
export const transferPtsBodySchema = z.object({
  userId: z.string().trim().min(1).max(64),
  amount: z.union([z.number(), z.string().max(32)]).optional(),
  action: z.enum(['add', 'subtract']),
  remarks: z.string().trim().max(500).optional().default(''),
  transactionCode: z
    .union([z.string().trim().max(64), z.number()])
    .optional()
    .default(''),
});
export type TransferPtsBody = z.infer<typeof transferPtsBodySchema>;

export const transferPtsResultSchema = z.object({
  /** The downline. */
  userId: z.string(),
  /** The downline's wallet balance after the transfer, rupees. */
  pts: z.number(),
  /** The caller's wallet balance after the transfer, rupees (administrator: untouched wallet). */
  uplinePts: z.number(),
  journalEntryId: z.string(),
});
export type TransferPtsResult = z.infer<typeof transferPtsResultSchema>;

export const transferPts = defineRoute({
  method: 'PATCH',
  path: '/api/:role/user/pts',
  summary: 'Credit (add) or debit (subtract) points of a direct downline, through the ledger',
  tags: ['ledger'],
  access: { kind: 'session', roles: TRANSFER_ROLES },
  params: z.object({ role: pathRoleSchema }),
  body: transferPtsBodySchema,
  response: docsEnvelope(transferPtsResultSchema),
});
