import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerBetVoidRoutes } from './bet-voids.routes.js';

/**
 * Staff voids of bets (Delete Open Bets, Delete Bet History): open bets leave the player's book,
 * settled bets are taken back by new ledger entries filed under their market's settlement.
 * Never a silent delete: every void is audited (packages/contract bet-voids.ts).
 */
export const betVoidsModule = fp(
  async (app: FastifyInstance) => {
    registerBetVoidRoutes(app);
  },
  { name: 'bet-voids' },
);

export { AUDIT_BET_VOID } from './void-bets.service.js';
