import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf } from '../../lib/route-input.js';
import { getLeaderboard } from './leaderboard.service.js';

/** The leadership board (/leadersip-board): GET api/common/leaderboard. */
export const leaderboardModule = fp(
  async (app: FastifyInstance) => {
    registerRoute(app, routes.leaderboard.getLeaderboard, async (req) => getLeaderboard(app.ctx, req.site, inputOf(req.query).period));
  },
  { name: 'leaderboard' },
);
