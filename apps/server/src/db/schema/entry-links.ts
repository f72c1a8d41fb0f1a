import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { whiteLabels } from './tenancy.js';

/**
 * One-time login links a staff member issues for a downline player (/direct-login/{token}).
 * Only the SHA-256 of the token is kept; a link works once (`used_at`) and only until
 * `expires_at`, and only on its player's white label.
 */
export const directLoginTokens = pgTable(
  'direct_login_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    whiteLabelId: uuid('white_label_id').references(() => whiteLabels.id),
    issuedBy: uuid('issued_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('direct_login_tokens_hash_uq').on(t.tokenHash), index('direct_login_tokens_user_idx').on(t.userId)],
);

/**
 * A player's account at a third-party game provider (the cock-fight provider of
 * GET api/user/cockFight/create): provisioned once per non-demo player and provider.
 * `status` is active until GET api/user/cockFight/logout ends the provider session.
 */
export const thirdPartyAccounts = pgTable(
  'third_party_accounts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    /** The provider's own id of the account. */
    externalId: text('external_id').notNull(),
    /** active | loggedOut */
    status: text('status').$type<'active' | 'loggedOut'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLogoutAt: timestamp('last_logout_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('third_party_accounts_user_provider_uq').on(t.userId, t.provider)],
);
