import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthContext } from '../../lib/context.js';
import { getProfile, getPts } from './profile.service.js';

export function registerProfileRoutes(app: FastifyInstance): void {
  registerRoute(app, routes.profile.getProfile, async (req) => ({ docs: await getProfile(app.ctx, signedIn(req)) }));
  registerRoute(app, routes.profile.getPts, async (req) => ({ docs: await getPts(app.ctx, signedIn(req)) }));
}

/** registerRoute has checked the session; its handler types still allow none. */
function signedIn(req: FastifyRequest): AuthContext {
  if (!req.auth) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return req.auth;
}
