import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../auth/auth-deps.js';
import { registerEntryLinkRoutes } from './entry-links.routes.js';

/**
 * Entry links: one-time direct-login links issued by staff, and the report of tracked sign-ups
 * (/branch and /register/{utm_source} links are kept by the player site and sent with sign-up).
 */
export const entryLinksModule = fp(
  async (app: FastifyInstance) => {
    // The auth services' dependencies; this module sends no one-time codes.
    const deps: AuthDeps = {
      ...app.ctx,
      sites: app.sites,
      log: app.log,
      otpSender: null,
    };
    registerEntryLinkRoutes(app, deps);
  },
  { name: 'entry-links', dependencies: ['auth'] },
);
