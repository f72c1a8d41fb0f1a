import { BLOG_MESSAGES, type PageInfo, type PageQuery, type PublicBlogPost, type PublicBlogPostSummary } from '@backlay/contract';
import type { AppContext, SiteContext } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/page-info.js';
import { findPublishedBySlug, listPublished } from './blogs.repository.js';
import { publicPostOf, publicSummaryOf } from './blog-wire.js';

/**
 * GET api/common/blogs and api/common/blogs/{slug}: the Host's site's published posts, for
 * anyone. A draft and a slug that does not exist answer the same 404, so drafts cannot be found
 * by guessing their addresses.
 */

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export async function listPublicPosts(
  ctx: AppContext,
  site: SiteContext | null,
  query: PageQuery,
): Promise<{ docs: PublicBlogPostSummary[] } & PageInfo> {
  if (!site) throw badRequest(BLOG_MESSAGES.whiteLabelMissing);
  const { rows, total } = await listPublished(ctx.db, site.whiteLabel.id, query.search, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const docs = rows.map(publicSummaryOf);
  return { docs, ...pageInfo(query.page, query.limit, total, docs.length) };
}

export async function getPublicPost(ctx: AppContext, site: SiteContext | null, slug: string): Promise<PublicBlogPost> {
  if (!site) throw badRequest(BLOG_MESSAGES.whiteLabelMissing);
  const row = SLUG.test(slug) ? await findPublishedBySlug(ctx.db, site.whiteLabel.id, slug) : null;
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  return publicPostOf(row);
}
