import type { FastifyInstance } from 'fastify';
import { LIVE_MESSAGES, SITE_MESSAGES, routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { rooms } from './live-publisher.js';
import { socketsInRoom } from './redis-adapter.js';
import { requireDownlineUser } from '../users/downline-access.js';

/** Staff broadcasts over the live channel; each one is an audited staff action. */
export function registerBroadcastRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerRoute(app, routes.live.broadcastRefreshPage, async (req) => {
    const actor = signedIn(req).user;
    const at = ctx.clock.now();
    // Every screen joins rooms.all: counted on every process, as Refresh user counts.
    const sockets = await socketsInRoom(app.io, rooms.all);
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

  /**
   * Refresh user: one account's open screens clear their caches and reload. The administrator's
   * alone (the contract's access rule answers 403 to every other role before this runs); the
   * account must be in its downline (403 otherwise, an unknown id included); nothing is ended.
   */
  registerRoute(app, routes.sites.refreshUser, async (req) => {
    const actor = signedIn(req).user;
    const target = await requireDownlineUser(ctx.db, actor, inputOf(req.params).userId);
    const at = ctx.clock.now();
    const room = rooms.user(target.id);
    const sockets = await socketsInRoom(app.io, room);
    await insertAuditRow(ctx.db, {
      actorId: actor.id,
      action: 'user.refreshed',
      targetType: 'user',
      targetId: target.id,
      after: { sockets },
      ip: req.ip,
      createdAt: at,
    });
    ctx.live.emit(room, 'getRefreshPage', { at: at.toISOString() });
    return { message: SITE_MESSAGES.userRefreshed, docs: { sockets } };
  });
}
