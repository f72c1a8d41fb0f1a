import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerStaffUserRoutes } from './staff-users.routes.js';

/**
 * Accounts of the hierarchy: creating them (createUser, used by the seed, sign-up and the
 * staff console) and the staff console's Hierarchy calls on the caller's downline.
 */
export const usersModule = fp(
  async (app: FastifyInstance) => {
    registerStaffUserRoutes(app);
  },
  { name: 'users' },
);

export { createUser, type CreateUserInput } from './user.service.js';
/** The staff calls' access rule (a downline account, else 403), for other modules' staff calls. */
export { requireDownlineUser } from './downline-access.js';
