import {
  BLOG_MESSAGES,
  type BlogPost,
  type BlogStaffListQuery,
  type CreateBlogPostBody,
  type DeleteBlogPostBody,
  type PageInfo,
  type UpdateBlogPostBody,
} from '@backlay/contract';
import { blogSlugOf, freeBlogSlug } from '@backlay/domain';
import type { AppContext, UserRow } from '../../lib/context.js';
import type { Tx } from '../../db/client.js';
import { conflict, forbidden, notFound, badRequest } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/page-info.js';
import { verifyTransactionCode } from '../auth/index.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import {
  authorNameOf,
  deletePost,
  findLabelPost,
  insertPost,
  listLabelPosts,
  lockLabelPosts,
  slugsStartingWith,
  updatePost,
  whiteLabelExists,
  type BlogPostRow,
  type NewBlogPostRow,
} from './blogs.repository.js';
import { auditViewOf, staffPostOf } from './blog-wire.js';
import { bodyOf, summaryOf, titleOf } from './blog-input.js';

/**
 * The staff calls of blog posts (contract blogs.ts): the administrator manages any white
 * label's posts, a whiteLabel account its own only. A post is always looked up under the label
 * of the path, so a post of another label reads as not found. Every write and its audit row
 * commit together.
 */

type Meta = { ip: string | null };
type PostPage = { docs: BlogPost[] } & PageInfo;

const SLUG_INDEX = 'blog_posts_white_label_slug_idx';

/** The label a caller may manage, checked before anything is read. */
async function assertReach(ctx: AppContext, caller: UserRow, whiteLabelId: string): Promise<void> {
  if (caller.role !== 'administrator' && caller.whiteLabelId !== whiteLabelId) throw forbidden(BLOG_MESSAGES.notYourWhiteLabel);
  if (!(await whiteLabelExists(ctx.db, whiteLabelId))) throw notFound(BLOG_MESSAGES.whiteLabelNotFound);
}

export async function listStaffPosts(ctx: AppContext, caller: UserRow, whiteLabelId: string, query: BlogStaffListQuery): Promise<PostPage> {
  await assertReach(ctx, caller, whiteLabelId);
  const { rows, total } = await listLabelPosts(
    ctx.db,
    whiteLabelId,
    { status: query.status, search: query.search },
    { offset: (query.page - 1) * query.limit, limit: query.limit },
  );
  const docs = rows.map((r) => staffPostOf(r.post, r.authorName));
  return { docs, ...pageInfo(query.page, query.limit, total, docs.length) };
}

/** The first free address of a title among the label's posts (`own`: the post's current one, free to keep). */
async function slugFor(tx: Tx, whiteLabelId: string, title: string, own?: string): Promise<string> {
  const base = blogSlugOf(title);
  // A suffixed slug may cut the base short (freeBlogSlug keeps it within the limit): read a prefix.
  const taken = await slugsStartingWith(tx, whiteLabelId, base.slice(0, 60));
  if (own) taken.delete(own);
  return freeBlogSlug(base, taken);
}

function isSlugTaken(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === SLUG_INDEX || (message ?? '').includes(SLUG_INDEX))) return true;
  }
  return false;
}

/** Runs a write under the label's post lock; a slug race that still reaches the index is a 409. */
async function write<T>(ctx: AppContext, whiteLabelId: string, change: (tx: Tx, at: Date) => Promise<T>): Promise<T> {
  const at = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockLabelPosts(tx, whiteLabelId);
      return change(tx, at);
    });
  } catch (err) {
    if (isSlugTaken(err)) throw conflict(BLOG_MESSAGES.slugTaken);
    throw err;
  }
}

export async function createStaffPost(
  ctx: AppContext,
  caller: UserRow,
  whiteLabelId: string,
  input: Required<CreateBlogPostBody>,
  meta: Meta,
): Promise<BlogPost> {
  await assertReach(ctx, caller, whiteLabelId);
  const title = titleOf(input.title);
  const summary = summaryOf(input.summary);
  const body = bodyOf(input.body);
  const row = await write(ctx, whiteLabelId, async (tx, at) => {
    const created = await insertPost(tx, {
      whiteLabelId,
      slug: await slugFor(tx, whiteLabelId, title),
      title,
      summary,
      body,
      status: input.status,
      publishedAt: input.status === 'published' ? at : null,
      createdBy: caller.id,
      createdAt: at,
      updatedAt: at,
    });
    await insertAuditRow(tx, {
      actorId: caller.id,
      action: 'blog_post.create',
      targetType: 'blog_post',
      targetId: created.id,
      after: auditViewOf(created),
      ip: meta.ip,
      createdAt: at,
    });
    return created;
  });
  return staffPostOf(row, caller.userName);
}

/** The fields of an edit that change something (the slug follows the title until the first publication). */
async function changesOf(tx: Tx, current: BlogPostRow, input: UpdateBlogPostBody, at: Date): Promise<Partial<NewBlogPostRow>> {
  const out: Partial<NewBlogPostRow> = {};
  if (input.title !== undefined) {
    const title = titleOf(input.title);
    if (title !== current.title) {
      out.title = title;
      if (!current.publishedAt) out.slug = await slugFor(tx, current.whiteLabelId, title, current.slug);
    }
  }
  if (input.summary !== undefined) {
    const summary = summaryOf(input.summary);
    if (summary !== current.summary) out.summary = summary;
  }
  if (input.body !== undefined) {
    const body = bodyOf(input.body);
    if (body !== current.body) out.body = body;
  }
  if (input.status !== undefined && input.status !== current.status) {
    out.status = input.status;
    if (input.status === 'published' && !current.publishedAt) out.publishedAt = at;
  }
  return out;
}

export async function updateStaffPost(
  ctx: AppContext,
  caller: UserRow,
  whiteLabelId: string,
  postId: string,
  input: UpdateBlogPostBody,
  meta: Meta,
): Promise<BlogPost> {
  await assertReach(ctx, caller, whiteLabelId);
  if (Object.values(input).every((v) => v === undefined)) throw badRequest(BLOG_MESSAGES.nothingToChange);
  // Texts are checked before anything is locked, so bad input is refused without a write.
  if (input.title !== undefined) titleOf(input.title);
  if (input.summary !== undefined) summaryOf(input.summary);
  if (input.body !== undefined) bodyOf(input.body);
  const row = await write(ctx, whiteLabelId, async (tx, at) => {
    const current = await findLabelPost(tx, whiteLabelId, postId, { forUpdate: true });
    if (!current) throw notFound(BLOG_MESSAGES.notFound);
    const changes = await changesOf(tx, current, input, at);
    // The same texts saved again: nothing is written, nothing audited.
    if (Object.keys(changes).length === 0) return current;
    const updated = await updatePost(tx, postId, { ...changes, updatedAt: at });
    await insertAuditRow(tx, {
      actorId: caller.id,
      action: 'blog_post.update',
      targetType: 'blog_post',
      targetId: postId,
      before: auditViewOf(current),
      after: auditViewOf(updated),
      ip: meta.ip,
      createdAt: at,
    });
    return updated;
  });
  return staffPostOf(row, await authorNameOf(ctx.db, row.createdBy));
}

export async function deleteStaffPost(
  ctx: AppContext,
  caller: UserRow,
  whiteLabelId: string,
  postId: string,
  input: DeleteBlogPostBody,
  meta: Meta,
): Promise<{ _id: string }> {
  await assertReach(ctx, caller, whiteLabelId);
  // An unknown post is 404 before the code is asked for, as a wrong code must not tell more.
  if (!(await findLabelPost(ctx.db, whiteLabelId, postId))) throw notFound(BLOG_MESSAGES.notFound);
  await verifyTransactionCode(ctx, caller, input.transactionCode);
  await write(ctx, whiteLabelId, async (tx, at) => {
    const current = await findLabelPost(tx, whiteLabelId, postId, { forUpdate: true });
    if (!current) throw notFound(BLOG_MESSAGES.notFound);
    await deletePost(tx, postId);
    await insertAuditRow(tx, {
      actorId: caller.id,
      action: 'blog_post.delete',
      targetType: 'blog_post',
      targetId: postId,
      before: auditViewOf(current),
      ip: meta.ip,
      createdAt: at,
    });
  });
  return { _id: postId };
}
