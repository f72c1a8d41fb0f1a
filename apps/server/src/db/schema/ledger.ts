import { sql } from 'drizzle-orm';
import { bigint, boolean, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { JournalKind } from '@backlay/contract';
import { users } from './users.js';
import { whiteLabels } from './tenancy.js';

/**
 * Ledger accounts. `wallet`: one per user (points of a player or staff member).
 * `issuance`: the single account the administrator's credits come from (negative = points
 * in circulation). Later kinds: house and upline settlement accounts per white label.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id),
    whiteLabelId: uuid('white_label_id').references(() => whiteLabels.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_kind_user_uq').on(t.kind, t.userId)],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').$type<JournalKind>().notNull(),
    /** What the entry is about, e.g. `user:<id>` or `bet:<id>`. */
    reference: text('reference'),
    /** The same key never moves points twice. */
    idempotencyKey: text('idempotency_key').unique(),
    memo: text('memo').notNull().default(''),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The writer added this entry's wallet lines to the wallets' posting totals (balances
     * credit_total...bonus_total) in the statement that inserted them, so the posting-totals
     * trigger (apps/server/src/db/functions/balances_add_posting_totals.sql) skips it. Only the
     * bulk writer of settlement chunks and sweeps does (ledger insertEntriesWithPostings): the
     * trigger would update a chunk's 5,000 balance rows a second time. The ledger check recomputes
     * the totals from the postings whoever added them.
     */
    walletTotalsApplied: boolean('wallet_totals_applied').notNull().default(false),
  },
  // Reports find a market's settlement and commission entries by reference (`market:<id>`).
  (t) => [index('journal_entries_reference_idx').on(t.reference, t.kind)],
);

/** Signed amounts in paise; the postings of one entry sum to zero. */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    // No foreign keys on entry_id and account_id, as bets have none (schema/betting.ts): each key
    // check is a locking read of the parent row per posting, fired as a trigger, a large share of
    // PostgreSQL's work when a settlement chunk posts its players' lines. What they guarded the
    // ledger's writers check themselves (ledger.service.ts): a posting is inserted in the statement
    // or transaction that inserted its entry, and only for an account whose balance row the writer
    // found (locked, and updated with a count check); a balance row has its account's key, and
    // accounts are never deleted.
    entryId: uuid('entry_id').notNull(),
    accountId: uuid('account_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('postings_entry_idx').on(t.entryId), index('postings_account_idx').on(t.accountId)],
);

/** Running balance per account, updated in the same transaction as its postings. */
export const balances = pgTable('balances', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id),
  balance: bigint('balance', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  /** Points held by open bets (sum of market exposures), paise, >= 0. */
  exposure: bigint('exposure', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  /** Points held by pending withdrawals, paise, >= 0. */
  held: bigint('held', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  version: integer('version').notNull().default(0),
  /**
   * A wallet's postings added up by what moved them, kept by a trigger on postings
   * (apps/server/src/db/functions/balances_add_posting_totals.sql) so the points and profile calls
   * read one row instead of the wallet's whole history: credit from its upline
   * (upline_credit/upline_debit entries naming this user), P/L (bet settlements, casino debits,
   * credits and roll-backs), commission, and bonus (bonus entries plus the promotions line of a
   * deposit that carried an offer). Paise. The ledger check recomputes them from the postings.
   */
  creditTotal: bigint('credit_total', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  plTotal: bigint('pl_total', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  commissionTotal: bigint('commission_total', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  bonusTotal: bigint('bonus_total', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
