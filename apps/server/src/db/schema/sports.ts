import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EventStatus, MarketStatus, MarketType, RunnerStatus, Score } from '@backlay/contract';
import { users } from './users.js';
import { whiteLabels } from './tenancy.js';

/**
 * The sports catalogue (docs/architecture.md §3). Ids of competitions, events, markets and runners
 * are the feed's own (text), so a feed update finds its row without a lookup table. Live prices
 * live in memory (the price cache); `markets.snapshot` keeps the last one for restarts.
 */

export const competitions = pgTable('competitions', {
  id: text('id').primaryKey(),
  eventTypeId: integer('event_type_id').notNull(),
  name: text('name').notNull(),
  /** Country or region code of the competition ("IN", "GB", "INT"). */
  region: text('region').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    competitionId: text('competition_id')
      .notNull()
      .references(() => competitions.id),
    eventTypeId: integer('event_type_id').notNull(),
    /** Two teams separated by ' v ' (docs/product.md §2), or the race or special's name. */
    name: text('name').notNull(),
    countryCode: text('country_code').notNull().default(''),
    timezone: text('timezone').notNull().default('UTC'),
    openDate: timestamp('open_date', { withTimezone: true }).notNull(),
    status: text('status').$type<EventStatus>().notNull().default('upcoming'),
    /** Featured on the home page's highlights. */
    highlight: boolean('highlight').notNull().default(false),
    liveTv: boolean('live_tv').notNull().default(false),
    /** Latest score, kept for clients that join late and for restarts. */
    score: jsonb('score').$type<Score>(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_status_open_date_idx').on(t.status, t.openDate), index('events_competition_idx').on(t.competitionId)],
);

/** The last known prices of a market (same units as the price cache: integer odds). */
export interface MarketSnapshot {
  status: MarketStatus;
  runners: { id: string; status: RunnerStatus; back: [number, number][]; lay: [number, number][] }[];
  totalMatchedPaise: number;
  updatedAt: string;
  seq: number;
}

export const markets = pgTable(
  'markets',
  {
    /** Our own id (`_id` in the API). */
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The feed's market id (`id` in the API). */
    id: text('id').notNull().unique(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id),
    eventTypeId: integer('event_type_id').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<MarketType>().notNull(),
    active: boolean('active').notNull().default(true),
    betAllow: boolean('bet_allow').notNull().default(true),
    /** Stake limits in paise. */
    minStake: bigint('min_stake', { mode: 'number' }).notNull(),
    maxStake: bigint('max_stake', { mode: 'number' }).notNull(),
    delaySecond: integer('delay_second').notNull().default(0),
    manual: boolean('manual').notNull().default(false),
    screenPlay: boolean('screen_play').notNull().default(false),
    cashout: boolean('cashout').notNull().default(false),
    analysis: boolean('analysis').notNull().default(false),
    category: text('category').notNull().default('exchange'),
    top: boolean('top').notNull().default(false),
    bottom: boolean('bottom').notNull().default(false),
    remarksMessage: text('remarks_message').notNull().default(''),
    betfairMarketEnabled: boolean('betfair_market_enabled').notNull().default(false),
    externalType: text('external_type').notNull().default(''),
    /** Display order within the event. */
    sort: integer('sort').notNull().default(0),
    status: text('status').$type<MarketStatus>().notNull().default('suspended'),
    betOpenDate: timestamp('bet_open_date', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    snapshot: jsonb('snapshot').$type<MarketSnapshot>(),
    /**
     * Owner of a manual market a whiteLabel runs: only that white label's players see it and bet
     * on it. Null for feed markets and for the administrator's manual markets (every site).
     */
    whiteLabelId: uuid('white_label_id').references(() => whiteLabels.id),
    /** Suspended by staff: stays suspended whatever the feed sends, until staff resume it. */
    staffSuspended: boolean('staff_suspended').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('markets_event_idx').on(t.eventId),
    // The few markets staff run (priced by hand, or held suspended) that every process keeps in sync.
    index('markets_staff_run_idx')
      .on(t.id)
      .where(sql`(manual OR staff_suspended) AND status <> 'closed'`),
  ],
);

export const runners = pgTable(
  'runners',
  {
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    /** The feed's selection id. */
    id: text('id').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    status: text('status').$type<RunnerStatus>().notNull().default('active'),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.id] })],
);

/** A declared result; settlement (the betting issue) reads it. Void results carry neither field. */
export const marketResults = pgTable('market_results', {
  marketId: text('market_id')
    .primaryKey()
    .references(() => markets.id),
  kind: text('kind', { enum: ['winner', 'score', 'void'] }).notNull(),
  winnerRunnerId: text('winner_runner_id'),
  score: integer('score'),
  /** Null when the feed declared it; else the staff member. */
  declaredBy: uuid('declared_by').references(() => users.id),
  declaredAt: timestamp('declared_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A live TV stream and a score frame for an event, set by staff. The row without a white label
 * is the administrator's, for every brand; a white label's own row overrides it for its players.
 */
export const eventFrames = pgTable(
  'event_frames',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id),
    whiteLabelId: uuid('white_label_id').references(() => whiteLabels.id),
    liveTvUrl: text('live_tv_url'),
    scoreFrameUrl: text('score_frame_url'),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_frames_event_white_label_uq').on(t.eventId, sql`coalesce(${t.whiteLabelId}::text, '')`)],
);

export const favoriteEvents = pgTable(
  'favorite_events',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] })],
);

export const favoriteMarkets = pgTable(
  'favorite_markets',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.marketId] })],
);
