import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BlogPostStatus, ComplaintCategory, ComplaintStatus } from '@backlay/contract';
import { users } from './users.js';
import { whiteLabels } from './tenancy.js';

/**
 * Content and support (docs/architecture.md §3 "Content and ops"): players' complaints, staff
 * broadcasts and each user's copy of a notification. Staff reach is the users' ancestor path (a
 * complaint or notification belongs to one user; staff see those whose user has them as an
 * ancestor).
 */

/** A player's complaint and the staff answer (contract complaints.ts: open -> answered -> closed). */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    whiteLabelId: uuid('white_label_id').references(() => whiteLabels.id),
    category: text('category').$type<ComplaintCategory>().notNull(),
    description: text('description').notNull(),
    status: text('status').$type<ComplaintStatus>().notNull().default('open'),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Who closed it: the player itself or a staff member. */
    closedBy: uuid('closed_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('complaints_user_idx').on(t.userId, t.createdAt),
    index('complaints_white_label_status_idx').on(t.whiteLabelId, t.status, t.createdAt),
  ],
);

/** One staff broadcast (title, description, image: docs/product.md §3), kept for the sender's history. */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    /** The site it went to; null = every site (administrator). */
    whiteLabelId: uuid('white_label_id').references(() => whiteLabels.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    recipients: integer('recipients').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('broadcasts_sender_idx').on(t.senderId, t.createdAt)],
);

/**
 * A user's own notification: written once per recipient when a broadcast goes out, so read
 * and deleted are per user and the list is one indexed read. Deleted rows are hidden, not
 * removed (the broadcast's reach stays countable).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    broadcastId: uuid('broadcast_id').references(() => broadcasts.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A blog post of one white label (contract blogs.ts): the b2c footer's Blogs at /blogs. The
 * slug is the post's address on its site, so it is unique per white label, not globally.
 * `publishedAt` is the first publication, kept when the post goes back to draft (its slug is
 * fixed from then on). The body is plain text, paragraphs separated by a blank line.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    whiteLabelId: uuid('white_label_id')
      .notNull()
      .references(() => whiteLabels.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    status: text('status').$type<BlogPostStatus>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_white_label_slug_idx').on(t.whiteLabelId, t.slug),
    // The public list: a label's published posts, newest first.
    index('blog_posts_white_label_published_idx').on(t.whiteLabelId, t.status, t.publishedAt),
  ],
);
