import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerSitesRoutes } from './sites.routes.js';

/**
 * The staff side of tenancy (staff console "Sites"): Modify All WhiteLabel, the domains table
 * with its feature switches, and the Theme Editor. The player side (site lookup, configuration,
 * administrator toggles) is the tenancy module.
 */
export const sitesModule = fp(
  async (app: FastifyInstance) => {
    registerSitesRoutes(app);
  },
  { name: 'sites', dependencies: ['money'] },
);
