import { and, count, desc, eq, ilike, like, sql, type SQL } from 'drizzle-orm';
import type { BlogPostStatus } from '@backlay/contract';
import type { DbOrTx, Tx } from '../../db/client.js';
import { blogPosts, users, whiteLabels } from '../../db/schema/index.js';

/** The only place with the blogs module's SQL. Every function takes the caller's transaction. */

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPostRow = typeof blogPosts.$inferInsert;
export interface BlogPostWithAuthor {
  post: BlogPostRow;
  authorName: string;
}

export interface BlogListFilter {
  status: 'all' | BlogPostStatus;
  search?: string | undefined;
}

const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
type Page = { offset: number; limit: number };

export async function whiteLabelExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: whiteLabels.id }).from(whiteLabels).where(eq(whiteLabels.id, id));
  return !!row;
}

/**
 * Serialises the writes of one label's posts until the transaction ends, so two posts of the
 * same title cannot both pick the same free slug (the unique index would refuse the second).
 * An advisory lock rather than a row lock: nothing else that touches the white label waits.
 */
export async function lockLabelPosts(tx: Tx, whiteLabelId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`backlay:blog_posts:${whiteLabelId}`}))`);
}

/** The label's slugs that start with `prefix` (a slug is only a-z, 0-9 and hyphens: no escaping). */
export async function slugsStartingWith(db: DbOrTx, whiteLabelId: string, prefix: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(eq(blogPosts.whiteLabelId, whiteLabelId), like(blogPosts.slug, `${prefix}%`)));
  return new Set(rows.map((r) => r.slug));
}

export async function insertPost(db: DbOrTx, row: NewBlogPostRow): Promise<BlogPostRow> {
  const [created] = await db.insert(blogPosts).values(row).returning();
  return created!;
}

export async function updatePost(db: DbOrTx, id: string, patch: Partial<NewBlogPostRow>): Promise<BlogPostRow> {
  const [updated] = await db.update(blogPosts).set(patch).where(eq(blogPosts.id, id)).returning();
  return updated!;
}

export async function deletePost(db: DbOrTx, id: string): Promise<void> {
  await db.delete(blogPosts).where(eq(blogPosts.id, id));
}

/** A post of this label (locked for the write that follows when `forUpdate`), else null. */
export async function findLabelPost(db: DbOrTx, whiteLabelId: string, id: string, opts: { forUpdate?: boolean } = {}) {
  const q = db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.whiteLabelId, whiteLabelId)));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function authorNameOf(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db.select({ userName: users.userName }).from(users).where(eq(users.id, userId));
  return row?.userName ?? '';
}

export async function findPublishedBySlug(db: DbOrTx, whiteLabelId: string, slug: string): Promise<BlogPostRow | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.whiteLabelId, whiteLabelId), eq(blogPosts.slug, slug), eq(blogPosts.status, 'published')));
  return row ?? null;
}

/** The public list: published posts, newest publication first. */
export async function listPublished(
  db: DbOrTx,
  whiteLabelId: string,
  search: string | undefined,
  page: Page,
): Promise<{ rows: BlogPostRow[]; total: number }> {
  const where = and(
    eq(blogPosts.whiteLabelId, whiteLabelId),
    eq(blogPosts.status, 'published'),
    search ? ilike(blogPosts.title, likeOf(search)) : undefined,
  );
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(blogPosts).where(where);
  return { rows, total: Number(total!.n) };
}

/** The staff list: every post of the label, the newest written first. */
export async function listLabelPosts(
  db: DbOrTx,
  whiteLabelId: string,
  f: BlogListFilter,
  page: Page,
): Promise<{ rows: BlogPostWithAuthor[]; total: number }> {
  const where: SQL | undefined = and(
    eq(blogPosts.whiteLabelId, whiteLabelId),
    f.status !== 'all' ? eq(blogPosts.status, f.status) : undefined,
    f.search ? ilike(blogPosts.title, likeOf(f.search)) : undefined,
  );
  const rows = await db
    .select({ post: blogPosts, authorName: users.userName })
    .from(blogPosts)
    .innerJoin(users, eq(users.id, blogPosts.createdBy))
    .where(where)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(blogPosts).where(where);
  return { rows, total: Number(total!.n) };
}
