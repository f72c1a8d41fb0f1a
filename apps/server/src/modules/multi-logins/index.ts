import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerMultiLoginRoutes } from './multi-logins.routes.js';

/** Multi Login Account: extra logins of a staff account, limited by permissions (permissions.ts). */
export const multiLoginsModule = fp(
  async (app: FastifyInstance) => {
    registerMultiLoginRoutes(app);
  },
  { name: 'multi-logins' },
);
