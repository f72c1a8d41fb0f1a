import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope, messageOnlySchema, pagedEnvelope, pageQuerySchema } from './envelope.js';
import { pathRoleSchema, ROLES, type Role } from './roles.js';

/**
 * Notifications (docs/product.md §2 /notification, §3 "notifications with _id and read", §7
 * "PATCH/DELETE api/{role}/notification with query notificationId", §8 "Notification delete
 * failure shows the server message"; §3 "Broadcast notification: title, description, image", §7
 * live `getBroadcastNotification`).
 *
 * Decisions where docs/product.md is silent:
 * - docs/product.md does not show how a broadcast is sent. Ours: POST api/{role}/notification
 *   by the administrator (every site, or one white label it names) and a whiteLabel (its own
 *   site). Lower staff do not broadcast: on real exchanges players hear from the brand, not
 *   from each agent. The broadcast reaches the players of the sender's downline that exist when
 *   it is sent; each gets its own notification row (its own read and deleted state), and each
 *   connected player gets `getBroadcastNotification` in its own `user:{id}` room.
 * - Delete hides the notification for that user only; the broadcast and the others' copies stay.
 * - A notification of someone else, or an id that does not exist, answers 404 'Notification not
 *   found' (nothing to probe).
 * - The list answers `unreadCount` beside the page info, for the header badge.
 */

export const NOTIFICATION_SENDER_ROLES = ['administrator', 'whiteLabel'] as const satisfies readonly Role[];

export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_DESCRIPTION_MAX = 1_000;
export const NOTIFICATION_IMAGE_MAX = 500;

export const NOTIFICATION_MESSAGES = {
  /** The documented success toast for deletes (docs/product.md §8). */
  deleted: 'Deleted Successfull',
  markedRead: 'Notification Marked As Read',
  sent: 'Notification Sent',
  notFound: 'Notification not found',
  titleRequired: 'Please enter a title',
  descriptionRequired: 'Please enter a description',
  imageInvalid: 'Image should be an http(s) URL',
  whiteLabelNotFound: 'White label not found',
  whiteLabelOnlyAdministrator: 'Only the administrator chooses the white label',
} as const;

export const notificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const broadcastSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** Null: every site (administrator). */
  whiteLabelId: z.string().nullable(),
  senderName: z.string(),
  recipients: z.number().int(),
  createdAt: z.string(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

/** An image link: http or https only (never javascript: or data: in someone else's page). */
const IMAGE_URL_PATTERN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?(\/[^\s]*)?$/i;
export function isNotificationImageUrl(value: string): boolean {
  return value.length <= NOTIFICATION_IMAGE_MAX && IMAGE_URL_PATTERN.test(value);
}

/** Checked by the server so each problem gets its message above, not a schema error. */
export const sendNotificationBodySchema = z.object({
  title: z
    .string()
    .max(NOTIFICATION_TITLE_MAX * 2)
    .optional()
    .default(''),
  description: z
    .string()
    .max(NOTIFICATION_DESCRIPTION_MAX * 2)
    .optional()
    .default(''),
  image: z
    .string()
    .max(NOTIFICATION_IMAGE_MAX * 2)
    .optional()
    .default(''),
  /** Administrator only: one site; left out, every site. */
  whiteLabelId: z.string().trim().max(64).optional(),
});
export type SendNotificationBody = z.input<typeof sendNotificationBodySchema>;

const roleParams = z.object({ role: pathRoleSchema });
const notificationIdQuery = z.object({ notificationId: z.string().trim().min(1).max(64) });

export const notificationListSchema = pagedEnvelope(notificationSchema).extend({ unreadCount: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const getNotifications = defineRoute({
  method: 'GET',
  path: '/api/:role/notification',
  summary: "The caller's notifications, newest first, with the unread count",
  tags: ['notifications'],
  access: { kind: 'session', roles: ROLES },
  params: roleParams,
  querystring: pageQuerySchema,
  response: notificationListSchema,
});

export const markNotificationRead = defineRoute({
  method: 'PATCH',
  path: '/api/:role/notification',
  summary: 'Mark one of the caller’s notifications read',
  tags: ['notifications'],
  access: { kind: 'session', roles: ROLES },
  params: roleParams,
  querystring: notificationIdQuery,
  response: docsEnvelope(notificationSchema),
});

export const deleteNotification = defineRoute({
  method: 'DELETE',
  path: '/api/:role/notification',
  summary: 'Delete (hide) one of the caller’s notifications',
  tags: ['notifications'],
  access: { kind: 'session', roles: ROLES },
  params: roleParams,
  querystring: notificationIdQuery,
  response: messageOnlySchema,
});

export const sendNotification = defineRoute({
  method: 'POST',
  path: '/api/:role/notification',
  summary: "Broadcast a notification to the players of the caller's downline (administrator, whiteLabel)",
  tags: ['notifications'],
  access: { kind: 'session', roles: NOTIFICATION_SENDER_ROLES },
  params: roleParams,
  body: sendNotificationBodySchema,
  response: docsEnvelope(broadcastSchema),
});

export const getSentBroadcasts = defineRoute({
  method: 'GET',
  path: '/api/:role/notification/broadcast',
  summary: 'Broadcasts the caller has sent, newest first (administrator, whiteLabel)',
  tags: ['notifications'],
  access: { kind: 'session', roles: NOTIFICATION_SENDER_ROLES },
  params: roleParams,
  querystring: pageQuerySchema,
  response: pagedEnvelope(broadcastSchema),
});
