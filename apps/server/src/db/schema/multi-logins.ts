import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StaffPermission } from '@backlay/contract';
import { users } from './users.js';

/**
 * Multi Login Account: extra logins of a staff account for its employees. A login signs in as
 * the account (sessions.login_id names it) and may use only its permissions.
 */
export const staffLogins = pgTable(
  'staff_logins',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    permissions: text('permissions')
      .array()
      .$type<StaffPermission[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    locked: boolean('locked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_logins_user_name_uq').on(sql`lower(${t.userName})`), index('staff_logins_account_idx').on(t.accountId)],
);
