import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DomainFeatures, FooterTheme, ThemeConfig } from '@backlay/contract';

/** A brand (tenant). Every player and every staff member below the administrator belongs to one. */
export const whiteLabels = pgTable('white_labels', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  type: text('type', { enum: ['b2b', 'b2c'] }).notNull(),
  /** WhatsApp contacts for deposits and withdrawals (communication channel). */
  depositWhatsapp: text('deposit_whatsapp').notNull().default(''),
  withdrawWhatsapp: text('withdraw_whatsapp').notNull().default(''),
  /** Refer and Earn: cap of the bonus in paise (0 = off) and its percentage in basis points. */
  referralMaxBonus: integer('referral_max_bonus').notNull().default(0),
  referralBonusBps: integer('referral_bonus_bps').notNull().default(0),
  /** Upline of players who register themselves or open a demo session (a branch of this label). */
  defaultBranchId: uuid('default_branch_id'),
  /** Points a new demo session gets, in paise. */
  demoPoints: integer('demo_points').notNull().default(1_500_000),
  /**
   * Bets matched at the asked price only: the operator does not pass a better price on
   * (modules/betting/price-check.ts). Off by default: a bet takes the best price on offer.
   */
  askedPriceOnly: boolean('asked_price_only').notNull().default(false),
  /**
   * Host names (lower case, no scheme) whose live TV and score frames this brand's players may
   * see; the site's frame-src policy lists exactly these.
   */
  streamHosts: text('stream_hosts')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Host names that serve a white label, each with its own type and switches. */
export const domains = pgTable('domains', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** Lower-case host name without port. */
  host: text('host').notNull().unique(),
  whiteLabelId: uuid('white_label_id')
    .notNull()
    .references(() => whiteLabels.id),
  type: text('type', { enum: ['b2b', 'b2c'] }).notNull(),
  /** Desktop browsers are sent here when set (docs/product.md §1). */
  desktopHost: text('desktop_host'),
  isDiamond: boolean('is_diamond').notNull().default(false),
  isFuture9Switch: boolean('is_future9_switch').notNull().default(false),
  features: jsonb('features').$type<DomainFeatures>().notNull(),
  /**
   * The phone bottom bar's variant: Sports or Crash in the second place, or Support (the
   * site's communication channel) in place of Transactions.
   */
  bottomBar: text('bottom_bar', { enum: ['sports', 'crash', 'support'] })
    .notNull()
    .default('sports'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Theme and footer of a white label (the theme configuration of docs/product.md §3). */
export const themes = pgTable('themes', {
  whiteLabelId: uuid('white_label_id')
    .primaryKey()
    .references(() => whiteLabels.id),
  theme: jsonb('theme').$type<ThemeConfig>().notNull(),
  footer: jsonb('footer').$type<FooterTheme>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Platform-wide switches; a single row with id 1. */
export const appConfig = pgTable('app_config', {
  id: integer('id').primaryKey().default(1),
  isMaintenance: boolean('is_maintenance').notNull().default(false),
  useSocket: boolean('use_socket').notNull().default(true),
  isSocketBlocked: boolean('is_socket_blocked').notNull().default(false),
  siteLoader: text('site_loader').notNull().default('spinner'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Secrets the platform makes itself at first start (random, never shipped constants), shared
 * by every process on the database: the sandbox gateway's signing key, for one.
 */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
