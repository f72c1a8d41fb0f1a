import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerBlogRoutes } from './blogs.routes.js';

/** Blog posts of each white label: the public /blogs pages and the staff console's editor (contract blogs.ts). */
export const blogsModule = fp(
  async (app: FastifyInstance) => {
    registerBlogRoutes(app);
  },
  { name: 'blogs' },
);
