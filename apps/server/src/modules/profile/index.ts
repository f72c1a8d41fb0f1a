import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerProfileRoutes } from './profile.routes.js';

/** The signed-in account and its points: GET api/{role}/profile and api/{role}/pts. */
export const profileModule = fp(
  async (app: FastifyInstance) => {
    registerProfileRoutes(app);
  },
  { name: 'profile' },
);

export { getProfile, getPts, ptsOf, ptsOfWallet } from './profile.service.js';
