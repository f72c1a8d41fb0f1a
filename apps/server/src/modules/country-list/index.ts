import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerPhoneCodesRoute } from './phone-codes.routes.js';

/** Static country data of the player site (docs/product.md §7 "static data"). */
export const countryListModule = fp(
  async (app: FastifyInstance) => {
    registerPhoneCodesRoute(app);
  },
  { name: 'country-list' },
);
