import type { FastifyInstance } from 'fastify';
import { routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { signedIn } from '../../lib/route-input.js';
import { getProfile, getPts } from './profile.service.js';

export function registerProfileRoutes(app: FastifyInstance): void {
  registerRoute(app, routes.profile.getProfile, async (req) => ({ docs: await getProfile(app.ctx, signedIn(req)) }));
  registerRoute(app, routes.profile.getPts, async (req) => ({ docs: await getPts(app.ctx, signedIn(req)) }));
}
