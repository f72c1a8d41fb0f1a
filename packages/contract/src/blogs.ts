import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope, pagedEnvelope, pageQuerySchema } from './envelope.js';
import { MESSAGES } from './errors.js';
import { pathRoleSchema, type Role } from './roles.js';

/**
 * Blog posts (docs/product.md §2 Footer: b2c "Resources column (Blogs at /blogs, ...)").
 * docs/product.md names the page, not its calls or its content. Decisions:
 * - A post belongs to one white label, like its theme and bonus offers: a site shows its own
 *   posts only and its staff write only their own label's.
 * - Public reads are api/common calls (as promotions): the site comes from the Host header (or
 *   the `whiteLabelId` an unknown host names); without a site they answer 400
 *   'WhiteLabel is Missing!'. Only `published` posts are listed or opened, newest first; a draft
 *   or an unknown slug answers 404 `notFound`, the same answer, so drafts cannot be probed.
 * - A post's address is its `slug`, unique per white label, derived from the title (lower-case
 *   a-z, 0-9 and hyphens; packages/domain blog.ts), with -2, -3... when another post of the
 *   label has it. It follows the title while the post has never been published; from the first
 *   publication on it is fixed, so a link someone shared keeps working after a title edit.
 * - `publishedAt` is stamped at the first publication and kept: unpublishing a post to fix it
 *   and publishing it again keeps its date and its place in the list.
 * - The body is plain text; a blank line separates paragraphs. Clients render paragraphs as
 *   text, never as HTML, so a post cannot carry markup or script into the player site.
 * - Staff: administrator (any white label) and whiteLabel (its own; another label answers 403
 *   `notYourWhiteLabel`). As the Theme Editor, the label is named in the path, so the console on
 *   one host manages every label (a `whiteLabelId` in a query or body must match the Host's site).
 * - Create and edit are editorial work (frequent, reversible, nothing to do with money or
 *   access) and need no transaction code; delete cannot be undone, so it needs the code, as the
 *   other deletes of the Sites screens do (DELETE setting/domain). Every write leaves an audit
 *   row with the before and after.
 */

export const BLOG_STAFF_ROLES = ['administrator', 'whiteLabel'] as const satisfies readonly Role[];

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export const blogPostStatusSchema = z.enum(BLOG_POST_STATUSES);
export type BlogPostStatus = z.infer<typeof blogPostStatusSchema>;

/** Text limits: a headline, a teaser for the list, and a long read (about 3,000 words). */
export const BLOG_TITLE_MIN = 3;
export const BLOG_TITLE_MAX = 120;
export const BLOG_SUMMARY_MAX = 300;
export const BLOG_BODY_MAX = 20_000;

export const BLOG_MESSAGES = {
  created: 'Blog Post Created',
  saved: 'Blog Post Saved',
  deleted: 'Blog Post Deleted',
  notFound: 'Blog post not found',
  titleLength: `Title should be ${BLOG_TITLE_MIN} to ${BLOG_TITLE_MAX} characters`,
  summaryTooLong: `Summary should be at most ${BLOG_SUMMARY_MAX} characters`,
  bodyLength: 'Body should be 1 to 20,000 characters',
  /** Only when two posts of one label take the same address at the same moment (the unique index). */
  slugTaken: 'Another post took this address at the same moment, please save again',
  nothingToChange: 'Nothing to change',
  notYourWhiteLabel: 'This white label is not yours',
  whiteLabelNotFound: 'White label not found',
  whiteLabelMissing: MESSAGES.whiteLabelMissing,
} as const;

/** A post as a visitor reads it: never who wrote it, its label or its bookkeeping. */
export const publicBlogPostSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  publishedAt: z.string(),
});
export type PublicBlogPost = z.infer<typeof publicBlogPostSchema>;

/** A row of the public list: the post without its body (the list is teasers). */
export const publicBlogPostSummarySchema = publicBlogPostSchema.omit({ body: true });
export type PublicBlogPostSummary = z.infer<typeof publicBlogPostSummarySchema>;

/** A post as staff manage it. */
export const blogPostSchema = z.object({
  _id: z.string(),
  whiteLabelId: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  status: blogPostStatusSchema,
  /** First publication (kept when unpublished); null while it has never been published. */
  publishedAt: z.string().nullable(),
  /** User name of the staff member who wrote it. */
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/**
 * The staff form. Loose on purpose (longer than the limits): the server checks each field and
 * answers its own message rather than a schema error.
 */
const postFields = z.object({
  title: z
    .string()
    .max(BLOG_TITLE_MAX * 4)
    .optional()
    .default(''),
  summary: z
    .string()
    .max(BLOG_SUMMARY_MAX * 4)
    .optional()
    .default(''),
  body: z
    .string()
    .max(BLOG_BODY_MAX * 2)
    .optional()
    .default(''),
  status: blogPostStatusSchema.optional().default('draft'),
});
export const createBlogPostBodySchema = postFields;
export type CreateBlogPostBody = z.input<typeof createBlogPostBodySchema>;
/** An edit sends only what changes. */
export const updateBlogPostBodySchema = z.object({
  title: z
    .string()
    .max(BLOG_TITLE_MAX * 4)
    .optional(),
  summary: z
    .string()
    .max(BLOG_SUMMARY_MAX * 4)
    .optional(),
  body: z
    .string()
    .max(BLOG_BODY_MAX * 2)
    .optional(),
  status: blogPostStatusSchema.optional(),
});
export type UpdateBlogPostBody = z.input<typeof updateBlogPostBodySchema>;

export const deleteBlogPostBodySchema = z.object({
  transactionCode: z
    .union([z.string().trim().max(64), z.number()])
    .optional()
    .default(''),
});
export type DeleteBlogPostBody = z.input<typeof deleteBlogPostBodySchema>;

const uuid = z.uuid('Not a valid id');
/** A slug as the path carries it; anything else is simply not found. */
const slugParam = z.string().max(200);

export const blogStaffListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['all', ...BLOG_POST_STATUSES]).default('all'),
});
export type BlogStaffListQuery = z.output<typeof blogStaffListQuerySchema>;

const staffAccess = { kind: 'session', roles: BLOG_STAFF_ROLES } as const;
const labelParams = z.object({ role: pathRoleSchema, whiteLabelId: uuid });
const postParams = labelParams.extend({ postId: uuid });

export const getBlogPosts = defineRoute({
  method: 'GET',
  path: '/api/common/blogs',
  summary: "The site's published blog posts, newest first (public; `search` matches part of a title)",
  tags: ['blogs'],
  access: { kind: 'public' },
  querystring: pageQuerySchema,
  response: pagedEnvelope(publicBlogPostSummarySchema),
});

export const getBlogPost = defineRoute({
  method: 'GET',
  path: '/api/common/blogs/:slug',
  summary: 'One published blog post of the site by its slug (public; a draft answers 404)',
  tags: ['blogs'],
  access: { kind: 'public' },
  params: z.object({ slug: slugParam }),
  response: docsEnvelope(publicBlogPostSchema),
});

export const getStaffBlogPosts = defineRoute({
  method: 'GET',
  path: '/api/:role/setting/blog/:whiteLabelId',
  summary: 'Every blog post of a white label, drafts included, newest first (administrator and whiteLabel)',
  tags: ['blogs'],
  access: staffAccess,
  params: labelParams,
  querystring: blogStaffListQuerySchema,
  response: pagedEnvelope(blogPostSchema),
});

export const createBlogPost = defineRoute({
  method: 'POST',
  path: '/api/:role/setting/blog/:whiteLabelId',
  summary: 'Write a blog post (draft or published) for a white label',
  tags: ['blogs'],
  access: staffAccess,
  params: labelParams,
  body: createBlogPostBodySchema,
  response: docsEnvelope(blogPostSchema),
});

export const updateBlogPost = defineRoute({
  method: 'PUT',
  path: '/api/:role/setting/blog/:whiteLabelId/:postId',
  summary: 'Edit a blog post, publish or unpublish it',
  tags: ['blogs'],
  access: staffAccess,
  params: postParams,
  body: updateBlogPostBodySchema,
  response: docsEnvelope(blogPostSchema),
});

export const deleteBlogPost = defineRoute({
  method: 'DELETE',
  path: '/api/:role/setting/blog/:whiteLabelId/:postId',
  summary: 'Delete a blog post (transaction code required)',
  tags: ['blogs'],
  access: staffAccess,
  params: postParams,
  body: deleteBlogPostBodySchema,
  response: docsEnvelope(z.object({ _id: z.string() })),
});
