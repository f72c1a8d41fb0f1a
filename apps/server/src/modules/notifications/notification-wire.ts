import type { Broadcast, Notification } from '@backlay/contract';
import type { BroadcastRow, NotificationRow } from './notifications.repository.js';

export function notificationToWire(n: NotificationRow): Notification {
  return {
    _id: n.id,
    title: n.title,
    description: n.description,
    image: n.image,
    read: n.readAt !== null,
    createdAt: n.createdAt.toISOString(),
  };
}

export function broadcastToWire(b: BroadcastRow, senderName: string): Broadcast {
  return {
    _id: b.id,
    title: b.title,
    description: b.description,
    image: b.image,
    whiteLabelId: b.whiteLabelId,
    senderName,
    recipients: b.recipients,
    createdAt: b.createdAt.toISOString(),
  };
}
