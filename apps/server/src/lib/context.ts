import type { Config } from '../config/config.js';
import type { Db } from '../db/client.js';
import type { users, sessions, whiteLabels, domains } from '../db/schema/index.js';
import type { PriceCache } from '../modules/sports/prices/price-cache.js';
import type { LivePublisher } from '../modules/live/live-publisher.js';
import type { SessionEnds } from './session-ends.js';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type WhiteLabelRow = typeof whiteLabels.$inferSelect;
export type DomainRow = typeof domains.$inferSelect;

/** A clock that tests can move. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What every module's service gets: config, database, clock, prices and the live channel. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The batch writers' connections (see db/client.ts `Database.writer`); `db` in tests. */
  writeDb: Db;
  clock: Clock;
  /** Latest price and status of every market: the authority for bets (docs/architecture.md §4). */
  prices: PriceCache;
  /**
   * Live messages out. The live module replaces the silent default when it starts, so read
   * `ctx.live` when sending, do not keep a copy.
   */
  live: LivePublisher;
  /** Staff ended a player's sessions: modules with sessions of their own end them too. */
  sessionEnds: SessionEnds;
}

/** The site a request belongs to, found from its Host header. */
export interface SiteContext {
  domain: DomainRow;
  whiteLabel: WhiteLabelRow;
}

/** The signed-in caller of a request. */
export interface AuthContext {
  user: UserRow;
  session: SessionRow;
  /** Set when a Multi Login Account login signed in as `user` (modules/multi-logins). */
  login?: SubLogin | null;
}

/** A Multi Login Account login acting for its account: what it may do and its name for the audit. */
export interface SubLogin {
  id: string;
  userName: string;
  permissions: readonly string[];
}
