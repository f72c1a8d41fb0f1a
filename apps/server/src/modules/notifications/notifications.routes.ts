import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_MESSAGES, routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import {
  deleteMyNotification,
  listMyNotifications,
  listSentBroadcasts,
  markMyNotificationRead,
  sendBroadcast,
} from './notifications.service.js';

/** GET, PATCH (mark read) and DELETE api/{role}/notification; POST to broadcast; the sender's history. */
export function registerNotificationRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const n = routes.notifications;

  registerRoute(app, n.getNotifications, async (req) => listMyNotifications(ctx, signedIn(req).user, inputOf(req.query)));
  registerRoute(app, n.markNotificationRead, async (req) => ({
    message: NOTIFICATION_MESSAGES.markedRead,
    docs: await markMyNotificationRead(ctx, signedIn(req).user, inputOf(req.query).notificationId),
  }));
  registerRoute(app, n.deleteNotification, async (req) => {
    await deleteMyNotification(ctx, signedIn(req).user, inputOf(req.query).notificationId);
    return { message: NOTIFICATION_MESSAGES.deleted };
  });
  registerRoute(app, n.sendNotification, async (req) => ({
    message: NOTIFICATION_MESSAGES.sent,
    docs: await sendBroadcast(ctx, signedIn(req).user, inputOf(req.body), req.ip),
  }));
  registerRoute(app, n.getSentBroadcasts, async (req) => listSentBroadcasts(ctx, signedIn(req).user, inputOf(req.query)));
}
