import type { FastifyInstance } from 'fastify';
import { BLOG_MESSAGES, routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { getPublicPost, listPublicPosts } from './public-blogs.service.js';
import { createStaffPost, deleteStaffPost, listStaffPosts, updateStaffPost } from './blog-posts.service.js';

const r = routes.blogs;

/** The blog calls: each validates through the contract and calls one service function. */
export function registerBlogRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerRoute(app, r.getBlogPosts, async (req) => listPublicPosts(ctx, req.site, inputOf(req.query)));
  registerRoute(app, r.getBlogPost, async (req) => ({ docs: await getPublicPost(ctx, req.site, inputOf(req.params).slug) }));

  registerRoute(app, r.getStaffBlogPosts, async (req) =>
    listStaffPosts(ctx, signedIn(req).user, inputOf(req.params).whiteLabelId, inputOf(req.query)),
  );
  registerRoute(app, r.createBlogPost, async (req) => ({
    message: BLOG_MESSAGES.created,
    docs: await createStaffPost(ctx, signedIn(req).user, inputOf(req.params).whiteLabelId, inputOf(req.body), { ip: req.ip }),
  }));
  registerRoute(app, r.updateBlogPost, async (req) => {
    const { whiteLabelId, postId } = inputOf(req.params);
    return {
      message: BLOG_MESSAGES.saved,
      docs: await updateStaffPost(ctx, signedIn(req).user, whiteLabelId, postId, inputOf(req.body), { ip: req.ip }),
    };
  });
  registerRoute(app, r.deleteBlogPost, async (req) => {
    const { whiteLabelId, postId } = inputOf(req.params);
    return {
      message: BLOG_MESSAGES.deleted,
      docs: await deleteStaffPost(ctx, signedIn(req).user, whiteLabelId, postId, inputOf(req.body ?? {}), { ip: req.ip }),
    };
  });
}
