import type { FastifyInstance } from 'fastify';
import { routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf, signedIn } from '../../lib/route-input.js';
import { analyseMarketBook, listMarketsWithOpenBets } from './market-analysis.service.js';

/** GET api/{role}/market-analysis and GET api/{role}/market-analysis/book (staff console). */
export function registerMarketAnalysisRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const r = routes.marketAnalysis;
  registerRoute(app, r.getAnalysedMarkets, async (req) => listMarketsWithOpenBets(ctx, signedIn(req).user, inputOf(req.query)));
  registerRoute(app, r.getMarketBookAnalysis, async (req) => ({
    docs: await analyseMarketBook(ctx, signedIn(req).user, inputOf(req.query).marketId),
  }));
}
