import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerStakeRoutes } from './stakes.routes.js';

/** The player's stake buttons, quick-bet amounts and bet-confirmation switch. */
export const stakesModule = fp(
  async (app: FastifyInstance) => {
    registerStakeRoutes(app);
  },
  { name: 'stakes' },
);

export { getQuickBets, getStakes } from './stakes.service.js';
