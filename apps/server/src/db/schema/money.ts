import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CustomField, PaymentMethodPurpose, PaymentType, RequestStatus } from '@backlay/contract';
import { users } from './users.js';
import { whiteLabels } from './tenancy.js';
import { journalEntries } from './ledger.js';

/**
 * Payment methods of a white label (docs/architecture.md §3 "Money flows"). `deposit`: where
 * players send money (the contract's depositType); `withdraw`: a kind of account players withdraw
 * to (the contract's paymentMethodType). Limits are paise; null = not set (a deposit method without
 * both limits is locked, docs/product.md §4).
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    whiteLabelId: uuid('white_label_id')
      .notNull()
      .references(() => whiteLabels.id),
    purpose: text('purpose').$type<PaymentMethodPurpose>().notNull(),
    paymentType: text('payment_type').$type<PaymentType>().notNull(),
    paymentName: text('payment_name').notNull(),
    customFields: jsonb('custom_fields').$type<CustomField[]>().notNull().default([]),
    minAmount: bigint('min_amount', { mode: 'bigint' }),
    maxAmount: bigint('max_amount', { mode: 'bigint' }),
    active: boolean('active').notNull().default(true),
    /** Display order; methods without one come first (docs/product.md §4). */
    sort: integer('sort'),
    accountNumber: text('account_number').notNull().default(''),
    walletNumber: text('wallet_number').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    accountName: text('account_name').notNull().default(''),
    ifscCode: text('ifsc_code').notNull().default(''),
    upiId: text('upi_id').notNull().default(''),
    mobileNumber: text('mobile_number').notNull().default(''),
    appName: text('app_name').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_methods_white_label_idx').on(t.whiteLabelId, t.purpose)],
);

/**
 * A player's withdrawal accounts. Deleted ones are kept (withdrawal requests point at them) and
 * hidden; at most one live account per player is primary.
 */
export const withdrawAccounts = pgTable(
  'withdraw_accounts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    paymentMethodId: uuid('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    /** Holder name with the user name as suffix. */
    name: text('name').notNull(),
    primary: boolean('primary').notNull().default(false),
    accountDetails: jsonb('account_details').$type<{ label: string; value: string; type: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('withdraw_accounts_user_idx').on(t.userId),
    uniqueIndex('withdraw_accounts_one_primary_uq')
      .on(t.userId)
      .where(sql`${t.primary} and ${t.deletedAt} is null`),
  ],
);

/**
 * Deposit requests. A UTR names one bank transfer, so it is unique within a white label across
 * every status (a rejected UTR cannot be sent again to fish for an approval).
 */
export const depositRequests = pgTable(
  'deposit_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    whiteLabelId: uuid('white_label_id')
      .notNull()
      .references(() => whiteLabels.id),
    /** Null for a branch entry made without a method. */
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    /** The method's type and name when the request was made (methods can be edited later). */
    paymentType: text('payment_type').$type<PaymentType>().notNull(),
    paymentName: text('payment_name').notNull().default(''),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    utr: text('utr'),
    /** The chosen bonus offer; null = none (the call's 100001, `NO_BONUS_ID`). */
    bonusId: text('bonus_id'),
    /** `/uploads/...` of the proof image. */
    imagePath: text('image_path'),
    status: text('status').$type<RequestStatus>().notNull().default('pending'),
    approvedAmount: bigint('approved_amount', { mode: 'bigint' }),
    remarks: text('remarks').notNull().default(''),
    /** The player, or the branch that entered it. */
    createdBy: uuid('created_by'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposit_requests_white_label_utr_uq')
      .on(t.whiteLabelId, t.utr)
      .where(sql`${t.utr} is not null`),
    index('deposit_requests_user_created_idx').on(t.userId, t.createdAt),
    index('deposit_requests_white_label_status_idx').on(t.whiteLabelId, t.status, t.createdAt),
  ],
);

/** Withdrawal requests; an open one (pending, processing) holds its amount in the wallet's `held`. */
export const withdrawRequests = pgTable(
  'withdraw_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    whiteLabelId: uuid('white_label_id')
      .notNull()
      .references(() => whiteLabels.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => withdrawAccounts.id),
    paymentType: text('payment_type').$type<PaymentType>().notNull(),
    /** The account's name and details when the request was made. */
    accountName: text('account_name').notNull(),
    accountDetails: jsonb('account_details').$type<{ label: string; value: string; type: string }[]>().notNull().default([]),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<RequestStatus>().notNull().default('pending'),
    remarks: text('remarks').notNull().default(''),
    /**
     * The bank reference of the payout, recorded by the staff member who approves it (a
     * request's `utr`, docs/product.md §3); null until then, and when none was given.
     */
    utr: text('utr'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdraw_requests_user_created_idx').on(t.userId, t.createdAt),
    index('withdraw_requests_white_label_status_idx').on(t.whiteLabelId, t.status, t.createdAt),
  ],
);
