import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CasinoGameType, CasinoRoundStatus, CasinoTransactionType } from '@backlay/contract';
import { sessions, users } from './users.js';
import { journalEntries } from './ledger.js';

/**
 * The casino (docs/architecture.md §6). A provider calls our seamless wallet (balance, debit,
 * credit, rollback) signed with its secret; every transaction it sends is kept with the answer we
 * gave, so a repeat gets the same answer and staff can reconcile with the provider's statement.
 */

/**
 * Game providers (aggregators, or our own studio). `secret` keys the HMAC of their calls, so it
 * is kept readable; `protocol` picks the adapter that builds launch URLs and checks signatures.
 */
export const casinoProviders = pgTable('casino_providers', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** Stable short name used in the wallet paths (`api/casino/wallet/{code}/...`). */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  protocol: text('protocol').notNull(),
  secret: text('secret').notNull(),
  /** The provider's game page; the launch adds the token and the game code. */
  launchUrl: text('launch_url').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const casinoGames = pgTable(
  'casino_games',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => casinoProviders.id),
    /** The provider's code of the game. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    gameType: text('game_type').$type<CasinoGameType>().notNull(),
    category: text('category').notNull().default(''),
    subProviderName: text('sub_provider_name').notNull(),
    image: text('image').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    top: boolean('top').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('casino_games_provider_code_uq').on(t.providerId, t.code), index('casino_games_type_idx').on(t.gameType, t.active)],
);

/**
 * One launch of a game. The token (only its SHA-256 is kept) is good for the hand-over until
 * `expires_at`; bets of the session need the player's login session to be still live.
 */
export const casinoSessions = pgTable('casino_sessions', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  tokenHash: text('token_hash').notNull().unique(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  providerId: uuid('provider_id')
    .notNull()
    .references(() => casinoProviders.id),
  gameId: uuid('game_id')
    .notNull()
    .references(() => casinoGames.id),
  loginSessionId: uuid('login_session_id')
    .notNull()
    .references(() => sessions.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  authenticatedAt: timestamp('authenticated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A round of a game as the provider numbers it: its bets and results, with running totals (paise). */
export const casinoRounds = pgTable(
  'casino_rounds',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => casinoProviders.id),
    providerRoundId: text('provider_round_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    gameId: uuid('game_id')
      .notNull()
      .references(() => casinoGames.id),
    status: text('status').$type<CasinoRoundStatus>().notNull(),
    /** Bets taken minus bets rolled back. */
    stake: bigint('stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('casino_rounds_provider_round_uq').on(t.providerId, t.providerRoundId),
    index('casino_rounds_user_idx').on(t.userId, t.status, t.createdAt),
  ],
);

/**
 * Every wallet call that changed something, keyed by the provider's transaction id (unique per
 * provider across debits, credits and rollbacks). A rollback whose bet has not arrived is kept
 * with amount 0 and no round, so the late bet is refused. `answer` is what we answered first.
 */
export const casinoTransactions = pgTable(
  'casino_transactions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => casinoProviders.id),
    providerTransactionId: text('provider_transaction_id').notNull(),
    type: text('type').$type<CasinoTransactionType>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    roundId: uuid('round_id').references(() => casinoRounds.id),
    providerRoundId: text('provider_round_id').notNull(),
    /** Paise moved: a debit's bet, a credit's win, a rollback's refund (0 when nothing moved). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** A rollback: the provider's id of the debit it cancels. */
    referenceTransactionId: text('reference_transaction_id'),
    /** The one ledger entry of the transaction; null when it moved nothing. */
    journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('casino_transactions_provider_tx_uq').on(t.providerId, t.providerTransactionId),
    index('casino_transactions_reference_idx').on(t.providerId, t.referenceTransactionId),
    index('casino_transactions_round_idx').on(t.roundId),
    index('casino_transactions_created_idx').on(t.createdAt),
  ],
);
