import type { Config } from '../config/config.js';
import type { Db } from '../db/client.js';
import type { users, sessions, whiteLabels, domains } from '../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type WhiteLabelRow = typeof whiteLabels.$inferSelect;
export type DomainRow = typeof domains.$inferSelect;

/** A clock that tests can move. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What every module's service gets: config, database and clock. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
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
}
