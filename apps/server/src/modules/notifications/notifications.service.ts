import {
  isNotificationImageUrl,
  NOTIFICATION_DESCRIPTION_MAX,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TITLE_MAX,
  type Broadcast,
  type Notification,
  type NotificationList,
  type PageQuery,
  type PageInfo,
  type SendNotificationBody,
} from '@backlay/contract';
import type { AppContext, UserRow } from '../../lib/context.js';
import { badRequest, forbidden, notFound } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/page-info.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { rooms } from '../live/index.js';
import {
  fanOutBroadcast,
  hideNotification,
  insertBroadcast,
  listBroadcasts,
  listNotifications,
  markRead,
  whiteLabelExists,
} from './notifications.repository.js';
import { broadcastToWire, notificationToWire } from './notification-wire.js';

/**
 * Notifications (contract notifications.ts): each user's own list, read and delete; staff
 * broadcasts written as one notification per player of the sender's downline, then sent live
 * to those players' rooms after commit.
 */

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listMyNotifications(ctx: AppContext, caller: UserRow, query: PageQuery): Promise<NotificationList> {
  const { rows, total, unread } = await listNotifications(ctx.db, caller.id, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const docs = rows.map(notificationToWire);
  return { docs, ...pageInfo(query.page, query.limit, total, docs.length), unreadCount: unread };
}

export async function markMyNotificationRead(ctx: AppContext, caller: UserRow, notificationId: string): Promise<Notification> {
  const row = UUID_RE.test(notificationId) ? await markRead(ctx.db, notificationId, caller.id, ctx.clock.now()) : null;
  if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return notificationToWire(row);
}

export async function deleteMyNotification(ctx: AppContext, caller: UserRow, notificationId: string): Promise<void> {
  const hidden = UUID_RE.test(notificationId) && (await hideNotification(ctx.db, notificationId, caller.id, ctx.clock.now()));
  if (!hidden) throw notFound(NOTIFICATION_MESSAGES.notFound);
}

/** The site a broadcast goes to: the administrator's choice (or every site), a whiteLabel's own. */
async function siteOf(ctx: AppContext, caller: UserRow, asked: string | undefined): Promise<string | null> {
  if (caller.role !== 'administrator') {
    if (asked && asked !== caller.whiteLabelId) throw forbidden(NOTIFICATION_MESSAGES.whiteLabelOnlyAdministrator);
    return caller.whiteLabelId;
  }
  if (!asked) return null;
  if (!UUID_RE.test(asked) || !(await whiteLabelExists(ctx.db, asked))) throw badRequest(NOTIFICATION_MESSAGES.whiteLabelNotFound);
  return asked;
}

export async function sendBroadcast(
  ctx: AppContext,
  caller: UserRow,
  body: Required<Pick<SendNotificationBody, 'title' | 'description' | 'image'>> & { whiteLabelId?: string | undefined },
  ip: string | null,
): Promise<Broadcast> {
  const title = body.title.trim();
  const description = body.description.trim();
  const image = body.image.trim() || null;
  if (!title || title.length > NOTIFICATION_TITLE_MAX) throw badRequest(NOTIFICATION_MESSAGES.titleRequired);
  if (!description || description.length > NOTIFICATION_DESCRIPTION_MAX) throw badRequest(NOTIFICATION_MESSAGES.descriptionRequired);
  if (image && !isNotificationImageUrl(image)) throw badRequest(NOTIFICATION_MESSAGES.imageInvalid);
  const whiteLabelId = await siteOf(ctx, caller, body.whiteLabelId);
  const at = ctx.clock.now();

  const { broadcast, recipients } = await ctx.db.transaction(async (tx) => {
    const created = await insertBroadcast(tx, { senderId: caller.id, whiteLabelId, title, description, image, at });
    const userIds = await fanOutBroadcast(tx, created, { uplineId: caller.id, whiteLabelId });
    await insertAuditRow(tx, {
      actorId: caller.id,
      action: 'notification.broadcast',
      targetType: 'broadcast',
      targetId: created.id,
      after: { whiteLabelId, title, recipients: userIds.length },
      ip,
      createdAt: at,
    });
    return { broadcast: { ...created, recipients: userIds.length }, recipients: userIds };
  });

  // After commit: a player who reads the list on the toast finds the notification there.
  if (recipients.length > 0) {
    ctx.live.emit(
      recipients.map((id) => rooms.user(id)),
      'getBroadcastNotification',
      { title, description, image },
    );
  }
  return broadcastToWire(broadcast, caller.userName);
}

export async function listSentBroadcasts(ctx: AppContext, caller: UserRow, query: PageQuery): Promise<{ docs: Broadcast[] } & PageInfo> {
  const { rows, total } = await listBroadcasts(ctx.db, caller.id, { offset: (query.page - 1) * query.limit, limit: query.limit });
  const docs = rows.map((r) => broadcastToWire(r.broadcast, r.senderName));
  return { docs, ...pageInfo(query.page, query.limit, total, docs.length) };
}
