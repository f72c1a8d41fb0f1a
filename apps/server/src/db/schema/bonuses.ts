import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { UserBonusKind, UserBonusStatus } from '@backlay/contract';
import { users } from './users.js';
import { whiteLabels } from './tenancy.js';
import { journalEntries } from './ledger.js';
import { depositRequests } from './money.js';

/**
 * Bonus offers of a white label (docs/product.md §3 "Bonus offer": title, min, max, limit,
 * description). Amounts are paise; the offer's `limit` is how many times one player may claim
 * the offer (1 = one-time, null = no limit). The bonus is `percentBps` of the deposit (basis
 * points: 1000 = 10 %), capped at `maxBonus` (null = no cap). `wageringMultiple`: turnover the
 * player should bet, as a multiple of the bonus, before the bonus counts as released (0 = none).
 * `validityDays`: days a bonus credited from the offer has to meet that wagering before it
 * expires (null = never).
 */
export const bonusOffers = pgTable(
  'bonus_offers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    whiteLabelId: uuid('white_label_id')
      .notNull()
      .references(() => whiteLabels.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    minAmount: bigint('min_amount', { mode: 'bigint' }),
    maxAmount: bigint('max_amount', { mode: 'bigint' }),
    perUserLimit: integer('per_user_limit'),
    percentBps: integer('percent_bps').notNull(),
    maxBonus: bigint('max_bonus', { mode: 'bigint' }),
    wageringMultiple: integer('wagering_multiple').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    validityDays: integer('validity_days'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bonus_offers_white_label_idx').on(t.whiteLabelId, t.active)],
);

/**
 * A bonus of one player: a deposit bonus (claimed with a deposit request; `awaiting` until
 * staff decide it) or a referral bonus (credited to the referrer on the referred player's
 * first approved deposit; `sourceUserId` is the referred player, at most once each).
 * `expiresAt`: set at the credit from the offer's validity; an `active` bonus past it is
 * settled by the expiry job (completed if met, else expired and taken back). Null = never.
 */
export const userBonuses = pgTable(
  'user_bonuses',
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
    kind: text('kind').$type<UserBonusKind>().notNull(),
    bonusOfferId: uuid('bonus_offer_id').references(() => bonusOffers.id),
    depositRequestId: uuid('deposit_request_id').references(() => depositRequests.id),
    sourceUserId: uuid('source_user_id').references(() => users.id),
    status: text('status').$type<UserBonusStatus>().notNull(),
    depositAmount: bigint('deposit_amount', { mode: 'bigint' }).notNull(),
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wageringRequired: bigint('wagering_required', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_bonuses_user_idx').on(t.userId, t.createdAt),
    // The expiry job's look-up: active bonuses due, oldest first. Partial, as only those are ever read.
    index('user_bonuses_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active' and ${t.expiresAt} is not null`),
    uniqueIndex('user_bonuses_deposit_kind_uq').on(t.depositRequestId, t.kind),
    uniqueIndex('user_bonuses_referral_source_uq')
      .on(t.sourceUserId)
      .where(sql`${t.kind} = 'referral'`),
  ],
);
