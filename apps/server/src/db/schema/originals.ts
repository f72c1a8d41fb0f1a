import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OriginalsBetStatus, OriginalsGameCode, OriginalsRoundStatus } from '@backlay/contract';

/**
 * The game server of our own studio "Backlay Originals" (docs/architecture.md §6). It keeps what
 * any outside provider keeps on its side: the provably fair record of every round and the bets it
 * took. Money is not here: it moves only through the seamless wallet, so these tables never
 * reference our users or ledger (player ids are the wallet's `playerId`, as a provider sees
 * them).
 */

/**
 * One round: a crash flight shared by every player (player_id null, nonce = the round number
 * of the crash game), or one play of an instant game (slot, lotto, Dragon Tiger) by one player.
 * Each round has its own server seed: its SHA-256 is published before any bet, the seed itself
 * is revealed (`server_seed` filled) once the round has ended.
 */
export const originalsRounds = pgTable(
  'originals_rounds',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    game: text('game').$type<OriginalsGameCode>().notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** Null until the round ended: revealing it earlier would tell the outcome. */
    serverSeed: text('server_seed'),
    /** The seed the server keeps secret while the round runs (moved to server_seed at the end). */
    secretSeed: text('secret_seed').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    playerId: uuid('player_id'),
    status: text('status').$type<OriginalsRoundStatus>().notNull(),
    /** The game's result (crash point, reels, draw, cards), public once ended. */
    outcome: jsonb('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * Crash only: the end of the betting window and the flight's clock speed. With the crash
     * point (from the seeds) they fix the whole flight, so any process can tell where the round
     * is from the row and the clock (modules/originals/crash-round.ts).
     */
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }),
    flightSpeed: doublePrecision('flight_speed'),
  },
  (t) => [
    index('originals_rounds_game_idx').on(t.game, t.createdAt),
    index('originals_rounds_player_idx').on(t.playerId, t.createdAt),
    // One number per crash round, and one crash round open at a time: a second loop (a leader
    // that lost its lock and does not know it yet) is refused by the table. Rounds written
    // before rounds carried their schedule are left out: two loops may have numbered them twice.
    uniqueIndex('originals_rounds_crash_nonce_uq')
      .on(t.nonce)
      .where(sql`${t.game} = 'crash' and ${t.bettingEndsAt} is not null`),
    uniqueIndex('originals_rounds_open_crash_uq')
      .on(t.game)
      .where(sql`${t.game} = 'crash' and ${t.status} = 'open' and ${t.bettingEndsAt} is not null`),
  ],
);

/**
 * A bet row's status: the contract's, and `pending` while its debit is on its way (a crash bet
 * counts in its round only once the wallet has taken the stake).
 */
export type OriginalsBetRowStatus = OriginalsBetStatus | 'pending';

/** A bet the game server took (and debited through the wallet) in a round. */
export const originalsBets = pgTable(
  'originals_bets',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    roundId: uuid('round_id')
      .notNull()
      .references(() => originalsRounds.id),
    playerId: uuid('player_id').notNull(),
    userName: text('user_name').notNull(),
    /** The wallet's game session the bet was taken in. */
    sessionId: uuid('session_id').notNull(),
    /** The round id the wallet knows (one wallet round per player and game round). */
    walletRoundId: text('wallet_round_id').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Crash: the automatic cash-out target in hundredths; null without one. */
    autoCashOut: integer('auto_cash_out'),
    /** The multiplier paid, in hundredths (crash: the cash-out point; others: the game's). */
    multiplier: integer('multiplier'),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<OriginalsBetRowStatus>().notNull(),
    /** What the bet is on: Dragon Tiger side, lotto numbers. */
    selection: jsonb('selection'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the wallet confirmed the bet's end (the credit of a won or lost bet, the rollback of
     * a refunded one). A won/lost bet without it is decided but not yet paid: the studio's
     * recovery pass sends its credit again (modules/originals/recovery.ts).
     */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('originals_bets_round_player_uq').on(t.roundId, t.playerId),
    index('originals_bets_player_idx').on(t.playerId, t.createdAt),
    // The recovery pass runs every few seconds: it reads only the few bets still unsettled.
    index('originals_bets_unsettled_idx')
      .on(t.createdAt)
      .where(sql`${t.settledAt} is null`),
  ],
);

/**
 * The game server's own sessions (modules/originals/game-sessions.ts): a page exchanges its launch
 * token once and calls with the session token after. Kept here rather than in one process's
 * memory, so any server process serves a game page's next call. The token itself is never stored,
 * only its SHA-256. A session also holds the fairness of its next instant round: the server seed
 * whose hash the page shows before the player plays (secret until that round reveals it).
 */
export const originalsSessions = pgTable(
  'originals_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    game: text('game').$type<OriginalsGameCode>().notNull(),
    playerId: uuid('player_id').notNull(),
    userName: text('user_name').notNull(),
    /** The wallet's game session: debits need it. */
    walletSessionId: text('wallet_session_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('originals_sessions_last_used_idx').on(t.lastUsedAt)],
);
