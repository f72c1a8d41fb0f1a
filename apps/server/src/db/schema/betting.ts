import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MarketType } from '@backlay/contract';
import { users } from './users.js';
import { markets } from './sports.js';

/**
 * Bets and the books they make (docs/architecture.md §3-4). Odds are integers as inside everywhere
 * (exchange odds in hundredths, bookmaker and session odds as quoted); money is paise.
 */

export type BetSide = 'back' | 'lay';
/**
 * open -> settled | void; deleted by staff. `rejected` keeps a refused attempt with its reason,
 * so every attempt has a receipt (what was asked, what was checked when, why it failed).
 */
export type BetStatus = 'open' | 'settled' | 'void' | 'deleted' | 'rejected';

/** One price check of a placement: when, what the cache showed, and the verdict. */
export interface BetCheck {
  at: string;
  stage: 'received' | 'afterDelay';
  marketStatus: string;
  /** Best price on the side taken at that moment (integer odd), null when none. */
  bestOdd: number | null;
  bestRun: number | null;
  ok: boolean;
}

/** The upline's partnership shares at bet time, top first, basis points of the player's P/L. */
export interface UplineShare {
  userId: string;
  role: string;
  bps: number;
}

/**
 * Each distinct list of upline shares, stored once and named by its bets (`bets.share_list_id`).
 * Thousands of bets record the same few lists (a list changes only when a partnership in the chain
 * does), and inline, the seven-member list of a full chain would be most of a bet row: settlement
 * would rewrite and return it with every bet, the table would outgrow the database's cache, and
 * every placement batch would send it per bet. A list is found by the md5 of its jsonb text
 * (`digest`), so the same list always has the same row. Rows are only ever inserted, never changed
 * or deleted, so a list id once read stays valid; the bets carry no foreign key to it because a key
 * check per inserted bet takes a share lock on the list row, which every concurrent placement batch
 * would then contend for.
 */
export const uplineShareLists = pgTable('upline_share_lists', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  digest: text('digest').notNull().unique(),
  shares: jsonb('shares').$type<UplineShare[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bets = pgTable(
  'bets',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // No foreign keys on user_id, white_label_id and market_id: a bet is written only by a
    // placement batch (placement_writes), for a player whose wallet the batch locked and a market
    // it share-locked, and users, white labels and markets are never deleted (they are blocked,
    // switched off, closed). The three checks would find nothing the batch has not, and cost
    // PostgreSQL a locking read of each parent row per bet.
    userId: uuid('user_id').notNull(),
    whiteLabelId: uuid('white_label_id'),
    /** The feed's market id. */
    marketId: text('market_id').notNull(),
    eventId: text('event_id').notNull(),
    marketType: text('market_type').$type<MarketType>().notNull(),
    /** The runner backed or laid; for session markets the market's single runner. */
    runnerId: text('runner_id').notNull(),
    runnerName: text('runner_name').notNull(),
    side: text('side').$type<BetSide>().notNull(),
    /** Price asked by the player and price the bet was matched at (never worse than asked). */
    askedOdd: integer('asked_odd').notNull(),
    odd: integer('odd').notNull(),
    /** Session line (runs); 0 for team markets. */
    run: integer('run').notNull().default(0),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** What the bet wins if it wins, and what it loses if it loses (both >= 0). */
    profit: bigint('profit', { mode: 'number' }).notNull(),
    liability: bigint('liability', { mode: 'number' }).notNull(),
    status: text('status').$type<BetStatus>().notNull(),
    rejectReason: text('reject_reason'),
    /** The player's P/L once settled (signed); null while open. */
    pnl: bigint('pnl', { mode: 'number' }),
    delaySecond: integer('delay_second').notNull().default(0),
    checks: jsonb('checks')
      .$type<BetCheck[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The upline's shares at bet time: a row of upline_share_lists. */
    shareListId: integer('share_list_id').notNull(),
    /** nation, browserDetail and countryDetail of the order payload (docs/product.md §3). */
    clientInfo: jsonb('client_info')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the bet was matched (after the in-play delay). */
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No index holds a column that settlement changes (status, pnl, settled_at, updated_at), and the
  // table keeps half of each page free (fillfactor 50, set by the migrations): settling a bet is
  // then a heap-only (HOT) update that writes no index entry, several times faster than one that
  // updates the indexes. Half, because the new row versions of a page must fit in the page
  // (figures: bench/README.md). Open bets are found through the player's books (user_market_books)
  // or by market and user, then filtered on status.
  (t) => [
    // A market's bets by player: settlement, reversal, a player's bets on one market.
    index('bets_market_user_idx').on(t.marketId, t.userId),
    // Bet history and open bets: one player's bets by the time they were placed.
    index('bets_user_created_idx').on(t.userId, t.createdAt),
    // Only bets sent with an Idempotency-Key are indexed: most bets have none, and an entry per
    // such bet was one more index write on every placement for nothing (NULLs never conflict).
    uniqueIndex('bets_user_idempotency_uq')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/**
 * The player's book on one market, kept with the exposure it holds (updated in the same
 * transaction as the bet). `book` is P/L per runner (team markets) or per score band
 * (session markets), in paise, as packages/domain computes it.
 */
export const userMarketBooks = pgTable(
  'user_market_books',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    book: jsonb('book').$type<unknown>().notNull(),
    exposure: bigint('exposure', { mode: 'number' }).notNull().default(0),
    openBets: integer('open_bets').notNull().default(0),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.marketId] }),
    // The players with open bets on a market, in user order: settlement's chunks.
    index('user_market_books_market_user_idx').on(t.marketId, t.userId),
  ],
);

/**
 * The uplines' and the house's side of a settlement chunk, waiting to leave the chunk's
 * clearing account (modules/settlement/settlement-sweeps.ts). A chunk posts each player's line
 * against its lane's clearing account, not against the uplines' and house's balance rows that
 * every chunk of a market shares, so chunks of one market commit in parallel; the same
 * transaction writes this row, and a short transaction right after moves the points from the
 * clearing account to each upline and the house (the entry `sweepKey` names) and deletes the
 * row. A row outliving its chunk (a crash between the two) is swept by the next pass over the
 * market, before anything else touches its money. `lines`: [{ accountId, amount }], amounts in
 * paise as decimal strings, summing to what the clearing account received.
 */
export const settlementSweeps = pgTable(
  'settlement_sweeps',
  {
    sweepKey: text('sweep_key').primaryKey(),
    marketId: text('market_id').notNull(),
    clearingAccountId: uuid('clearing_account_id').notNull(),
    kind: text('kind', { enum: ['bet_settlement', 'commission'] }).notNull(),
    memo: text('memo').notNull(),
    createdBy: uuid('created_by'),
    lines: jsonb('lines').$type<{ accountId: string; amount: string }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('settlement_sweeps_market_idx').on(t.marketId, t.clearingAccountId)],
);

/** A player's stake buttons and quick-bet amounts (docs/product.md §3 "Stake preset"), rupees. */
export interface StakePreset {
  label: string;
  value: number;
}

export const stakeSettings = pgTable('stake_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  stakes: jsonb('stakes').$type<StakePreset[]>(),
  quickBets: jsonb('quick_bets').$type<StakePreset[]>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
