import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerMarketAnalysisRoutes } from './market-analysis.routes.js';

/** Market Analysis: the downline's live book per market, weighted by the caller's partnership share. */
export const marketAnalysisModule = fp(
  async (app: FastifyInstance) => {
    registerMarketAnalysisRoutes(app);
  },
  { name: 'market-analysis' },
);
