import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerBonusRoutes } from './bonuses.routes.js';
import { BonusExpiryJob } from './bonus-expiry.job.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's bonus expiry: `runOnce()` in tests, after moving the clock. */
    bonusExpiry: BonusExpiryJob;
  }
}

/**
 * Bonus offers, the players' bonuses and Refer and Earn credits (docs/product.md §3, §7;
 * contract bonuses.ts). The money module calls the deposit hooks inside its transactions; the
 * expiry job takes back bonuses whose validity ran out before their wagering was met.
 */
export const bonusesModule = fp(
  async (app: FastifyInstance) => {
    registerBonusRoutes(app);
    const expiry = new BonusExpiryJob(app.ctx, app.log);
    app.decorate('bonusExpiry', expiry);
    // The leader's work; a bonus in flight commits before the database goes away.
    app.leadership.add({ name: 'bonus expiry', start: () => expiry.start(), stop: () => expiry.stop() });
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
export { BonusExpiryJob, BONUS_EXPIRY_POLL_MS } from './bonus-expiry.job.js';
