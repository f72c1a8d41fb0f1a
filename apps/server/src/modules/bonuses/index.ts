import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerBonusRoutes } from './bonuses.routes.js';

/**
 * Bonus offers, the players' bonuses and Refer and Earn credits (money-and-content §3, §7;
 * contract bonuses.ts). The money module calls the deposit hooks inside its transactions.
 */
export const bonusesModule = fp(
  async (app: FastifyInstance) => {
    registerBonusRoutes(app);
  },
  { name: 'bonuses' },
);

export {
  checkDepositOffer,
  depositBonusOnApproval,
  recordDepositClaim,
  rejectDepositBonus,
  type ApprovalBonus,
} from './deposit-bonus.service.js';
export { unreleasedBonusPaise } from './user-bonuses.service.js';
