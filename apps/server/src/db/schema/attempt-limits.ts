import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Wrong transaction codes, counted per holder of the code: the staff account itself, or one of
 * its Multi Login employee logins (each counts alone, so one employee's guesses do not lock the
 * others out). `holder` is `account:<users.id>` or `login:<staff_logins.id>`. While
 * `locked_until` is ahead, code-protected actions of that holder are refused; an upline or the
 * administrator can lift it. Kept in the database so every process sees the same count.
 */
export const transactionCodeFailures = pgTable(
  'transaction_code_failures',
  {
    holder: text('holder').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id),
    /** The employee login, when the holder is one (no foreign key: a deleted login keeps its trail). */
    loginId: uuid('login_id'),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transaction_code_failures_account_idx').on(t.accountId)],
);

/**
 * Failed password attempts, counted in the database so the limits hold across processes. One
 * row per counter `key`: per account (`account_id` or `login_id` set, `address` null) and per
 * (account, address). Successful sign-ins never add to a counter; a counter's window restarts
 * when it has been quiet long enough (modules/auth explains the rules).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    accountId: uuid('account_id'),
    loginId: uuid('login_id'),
    address: text('address'),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('login_failures_last_failed_idx').on(t.lastFailedAt)],
);
