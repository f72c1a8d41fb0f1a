import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '@backlay/contract';
import { whiteLabels } from './tenancy.js';

/** Every account, player or staff, in one hierarchy. */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Null only for the administrator, who stands above every white label. */
    whiteLabelId: uuid('white_label_id').references(() => whiteLabels.id),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    parentId: uuid('parent_id'),
    /** Ids of every upline, top first: the downline of X is `X = ANY(ancestors)`. */
    ancestors: uuid('ancestors')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Partnership share this account keeps of its downline's P/L, basis points (0..10000). */
    partnershipBps: integer('partnership_bps').notNull().default(0),
    commissionBps: integer('commission_bps').notNull().default(0),
    fullName: text('full_name').notNull().default(''),
    email: text('email').notNull().default(''),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: text('phone').notNull().default(''),
    demo: boolean('demo').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    betLock: boolean('bet_lock').notNull().default(false),
    enable2fa: boolean('enable_2fa').notNull().default(false),
    totpSecret: text('totp_secret'),
    /** Secret shown at /secureauth until the first code confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    changePassword: boolean('change_password').notNull().default(false),
    /** Sessions are held to the two-factor set-up until it is on, and it cannot be turned off. */
    twoFactorRequired: boolean('two_factor_required').notNull().default(false),
    confirmBets: boolean('confirm_bets').notNull().default(false),
    cockFightCreated: boolean('cock_fight_created').notNull().default(false),
    profileSetup: boolean('profile_setup').notNull().default(false),
    fcmToken: text('fcm_token'),
    /** Staff transaction code, hashed (argon2id). */
    transactionCodeHash: text('transaction_code_hash'),
    referralCode: text('referral_code'),
    referredBy: uuid('referred_by'),
    branchId: text('branch_id'),
    utmSource: text('utm_source'),
    registrationSource: text('registration_source'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_white_label_user_name_uq').on(sql`coalesce(${t.whiteLabelId}::text, '')`, sql`lower(${t.userName})`),
    index('users_parent_idx').on(t.parentId),
    index('users_ancestors_gin').using('gin', t.ancestors),
    uniqueIndex('users_referral_code_uq').on(t.referralCode),
  ],
);

/** Sessions as revocable opaque tokens; only the SHA-256 of a token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    twoFactorPending: boolean('two_factor_pending').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    device: jsonb('device').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout | password_changed | replaced (duplicate screen) | admin | expired | login_locked */
    revokedReason: text('revoked_reason'),
    /** Set when a Multi Login Account login (staff_logins) opened this session for the account. */
    loginId: uuid('login_id'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time codes (forgot password). Only a hash of the code is kept. */
export const otpCodes = pgTable('otp_codes', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages the embedded OTP sender "sent": shown on the local outbox page. */
export const outboxMessages = pgTable('outbox_messages', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every staff action: who, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    /** The Multi Login Account login that acted for the account (id and name at the time). */
    loginId: uuid('login_id'),
    loginName: text('login_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    // The audit log viewer: newest first over a date range, optionally one actor's actions.
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt),
  ],
);
