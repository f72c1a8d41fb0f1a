import { z } from 'zod';
import { istDaySchema } from './dates.js';
import { defineRoute } from './route.js';
import { MAX_PAGE, pageInfoSchema } from './envelope.js';
import { journalKindSchema } from './ledger.js';
import { pathRoleSchema, ROLES } from './roles.js';
import { STAFF_USER_MESSAGES } from './staff-users.js';

/**
 * Transactions and the account statement: the movements of one wallet, read from the ledger
 * (every point that moves is a journal entry, so these lists are complete by construction).
 *
 * - `GET api/{role}/transaction` (docs/product.md §7 "Other lists"): docs/product.md gives only
 *   "list query" and "docs plus paging"; ours takes page, limit, the transaction type filter of
 *   docs/product.md §4 (all, debit, credit) and an optional IST day range (no range = the whole
 *   history). Newest first.
 * - `GET api/{role}/accountStatement` (docs/product.md names no call for /accounts; this path
 *   follows the call table's camelCase names such as paymentMethodType and globalSearch): the
 *   statement filter of docs/product.md §4 (all, deposit/withdraw, betting P/L, sports book),
 *   an IST day range (default the last 7 days to today, as the P/L report), paging, the balance
 *   after every row, and the opening and closing balance of the range.
 *
 * Who reads whose wallet: a player its own (userId, if sent, must be its own); staff their own
 * wallet without userId, or one account of their downline (any role below them) with userId;
 * anything else, an unknown id included, answers 403 so no account can be probed. Demo accounts
 * may read their own lists (docs/product.md restricts demo users from deposits, withdrawals,
 * stakes, passwords and the P/L report only).
 *
 * Categories (decided here, docs/product.md gives only the filter names):
 * - depositWithdraw: deposits, withdrawal payouts, bonuses, points added or taken back by an
 *   upline, demo points;
 * - bettingPl: exchange settlements (and their rollbacks) and commission, and casino rounds;
 * - sportsBook: casino rounds of games in the 'Sports Book' category (none until a sports-book
 *   provider is connected, so the filter answers an empty list today).
 * A pending withdrawal's hold is not a ledger movement (it only lowers available points), so it
 * appears once paid out. Money is rupees.
 * ------------------------------------------------------------------------------------------ */

export const STATEMENT_MESSAGES = {
  notInDownline: STAFF_USER_MESSAGES.notInDownline,
  notYourStatement: 'You can only read your own statement',
} as const;

export const TRANSACTION_TYPES = ['all', 'debit', 'credit'] as const;
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

export const STATEMENT_FILTERS = ['all', 'depositWithdraw', 'bettingPl', 'sportsBook'] as const;
export const statementFilterSchema = z.enum(STATEMENT_FILTERS);
export type StatementFilter = z.infer<typeof statementFilterSchema>;

export const STATEMENT_CATEGORIES = ['depositWithdraw', 'bettingPl', 'sportsBook'] as const;
export const statementCategorySchema = z.enum(STATEMENT_CATEGORIES);
export type StatementCategory = z.infer<typeof statementCategorySchema>;

/** The casino category whose rounds count as sports book (the casino catalogue's name). */
export const SPORTS_BOOK_CATEGORY = 'Sports Book';

/** Rows per page when the client sends none (docs/product.md names no transaction page size). */
export const STATEMENT_PAGE_SIZE = 20;

const walletListQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(MAX_PAGE, `page must be ${MAX_PAGE} or less`).default(1),
  limit: z.coerce.number().int().min(1).max(200, 'limit must be 200 or less').default(STATEMENT_PAGE_SIZE),
  userId: z.uuid('userId must be a user id').optional(),
  startDate: istDaySchema.optional(),
  endDate: istDaySchema.optional(),
});

export const transactionQuerySchema = walletListQuery.extend({ type: transactionTypeSchema.default('all') });
export type TransactionQuery = z.output<typeof transactionQuerySchema>;

export const statementQuerySchema = walletListQuery.extend({ filter: statementFilterSchema.default('all') });
export type StatementQuery = z.output<typeof statementQuerySchema>;

/** One movement of the wallet: one journal entry's net posting on it. */
export const walletMovementSchema = z.object({
  /** The journal entry's id. */
  _id: z.string(),
  createdAt: z.string(),
  kind: journalKindSchema,
  category: statementCategorySchema,
  /** What moved, in English (the web translates by kind and keeps the names in it). */
  description: z.string(),
  /** Staff remarks or the entry's memo. */
  remarks: z.string(),
  /** Points in (>= 0) and out (>= 0); exactly one of them is non-zero. */
  credit: z.number(),
  debit: z.number(),
  /** The wallet's balance right after this movement. */
  balance: z.number(),
  /** Event and market of a settlement, game of a casino round, when there is one. */
  eventName: z.string().nullable(),
  marketName: z.string().nullable(),
});
export type WalletMovement = z.infer<typeof walletMovementSchema>;

export const transactionListSchema = z
  .object({ message: z.string().optional(), docs: z.array(walletMovementSchema) })
  .extend(pageInfoSchema.shape);
export type TransactionList = z.infer<typeof transactionListSchema>;

export const statementSchema = transactionListSchema.extend({
  /** The balance before the range's first movement, and after its last (every category). */
  openingBalance: z.number(),
  closingBalance: z.number(),
  /** The range read, as IST days (inclusive). */
  startDate: z.string(),
  endDate: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;

export const getTransactions = defineRoute({
  method: 'GET',
  path: '/api/:role/transaction',
  summary: 'Wallet movements (ledger): own, or one downline account with userId; debit/credit filter and paging',
  tags: ['statements'],
  access: { kind: 'session', roles: ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: transactionQuerySchema,
  response: transactionListSchema,
});

export const getAccountStatement = defineRoute({
  method: 'GET',
  path: '/api/:role/accountStatement',
  summary: 'Account statement: wallet movements over IST days with running and opening balance, by category',
  tags: ['statements'],
  access: { kind: 'session', roles: ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: statementQuerySchema,
  response: statementSchema,
});
