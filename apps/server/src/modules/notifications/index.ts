import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerNotificationRoutes } from './notifications.routes.js';

/** Each user's notifications and the staff broadcasts that fill them (contract notifications.ts). */
export const notificationsModule = fp(
  async (app: FastifyInstance) => {
    registerNotificationRoutes(app);
  },
  { name: 'notifications' },
);
