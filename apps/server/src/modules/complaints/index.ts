import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerComplaintRoutes } from './complaints.routes.js';

/** The complain box: players' complaints and their uplines' answers (contract complaints.ts). */
export const complaintsModule = fp(
  async (app: FastifyInstance) => {
    registerComplaintRoutes(app);
  },
  { name: 'complaints' },
);
