import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EVENT_FRAME_MESSAGES, routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import type { AuthContext } from '../../lib/context.js';
import { getEventFramesForStaff, setEventFrames, type FramesCall } from './event-frames.service.js';
import { listStreamHosts, setStreamHosts } from './stream-hosts.service.js';

/** The staff calls of event frames and stream hosts (contract event-frames.ts). */
export function registerEventFrameRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const r = routes.eventFrames;
  const call = (req: FastifyRequest & { auth: AuthContext | null }): FramesCall => ({ caller: signedIn(req).user, ip: req.ip });

  registerRoute(app, r.getEventFrames, async (req) => ({
    docs: await getEventFramesForStaff(ctx, signedIn(req).user, inputOf(req.query).eventId),
  }));
  registerRoute(app, r.setEventFrames, async (req) => ({
    message: EVENT_FRAME_MESSAGES.framesSaved,
    docs: await setEventFrames(ctx, call(req), inputOf(req.body)),
  }));
  registerRoute(app, r.getStreamHosts, async (req) => ({ docs: await listStreamHosts(ctx, signedIn(req).user) }));
  registerRoute(app, r.setStreamHosts, async (req) => ({
    message: EVENT_FRAME_MESSAGES.streamHostsSaved,
    docs: await setStreamHosts(ctx, app.sites, call(req), inputOf(req.params).whiteLabelId, inputOf(req.body)),
  }));
}
