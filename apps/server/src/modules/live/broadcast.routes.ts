import type { FastifyInstance } from 'fastify';
import { LIVE_MESSAGES, routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { signedIn } from '../../lib/route-input.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { rooms } from './live-publisher.js';

/** Staff broadcasts over the live channel; each one is an audited staff action. */
export function registerBroadcastRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerRoute(app, routes.live.broadcastRefreshPage, async (req) => {
    const actor = signedIn(req).user;
    const at = ctx.clock.now();
    const sockets = app.io.of('/').sockets.size;
    ctx.live.emit(rooms.all, 'getRefreshPage', { at: at.toISOString() });
    await insertAuditRow(ctx.db, {
      actorId: actor.id,
      action: 'broadcast.refreshPage',
      targetType: 'live',
      targetId: null,
      after: { sockets },
      ip: req.ip,
      createdAt: at,
    });
    return { message: LIVE_MESSAGES.refreshPageSent, docs: { sockets } };
  });
}
