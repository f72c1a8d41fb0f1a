import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope, rupeesSchema } from './envelope.js';
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

/** PATCH api/{role}/user/pts — an upline credits or debits a direct downline. */
export const transferPtsBodySchema = z.object({
  userId: z.string().min(1).max(64),
  amount: z.union([rupeesSchema, z.string()]),
  action: z.enum(['add', 'subtract']),
  remarks: z.string().trim().max(500).optional().default(''),
  transactionCode: z.string().trim().max(32).optional().default(''),
});
export type TransferPtsBody = z.infer<typeof transferPtsBodySchema>;

export const transferPts = defineRoute({
  method: 'PATCH',
  path: '/api/:role/user/pts',
  summary: 'Credit (add) or debit (subtract) points of a direct downline, through the ledger',
  tags: ['ledger'],
  access: {
    kind: 'session',
    roles: ['administrator', 'whiteLabel', 'admin', 'superMaster', 'master', 'agent', 'branch', 'subBranch'],
  },
  params: z.object({ role: pathRoleSchema }),
  body: transferPtsBodySchema,
  response: docsEnvelope(
    z.object({
      userId: z.string(),
      pts: z.number(),
      uplinePts: z.number(),
      journalEntryId: z.string(),
    }),
  ),
});
