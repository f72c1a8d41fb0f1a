import type { BlogPost, PublicBlogPost, PublicBlogPostSummary } from '@backlay/contract';
import type { BlogPostRow } from './blogs.repository.js';

/**
 * Wire shapes of a post, built field by field from the row: what a visitor gets can never
 * carry more than the contract's public shape (no author, label or bookkeeping).
 */

export function staffPostOf(row: BlogPostRow, authorName: string): BlogPost {
  return {
    _id: row.id,
    whiteLabelId: row.whiteLabelId,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    status: row.status,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    createdBy: authorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A published post (the callers read published rows only, which always have publishedAt). */
export function publicPostOf(row: BlogPostRow): PublicBlogPost {
  return { ...publicSummaryOf(row), body: row.body };
}

export function publicSummaryOf(row: BlogPostRow): PublicBlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
  };
}

/** What the audit trail keeps of a post: all of it, so a deleted post can be written again. */
export function auditViewOf(row: BlogPostRow) {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    status: row.status,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}
