import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerMoneyRoutes } from './money.routes.js';
import { LocalProofStorage, type ProofStorage } from './proof-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where payment proofs are stored (local disk under UPLOAD_DIR in the embedded mode). */
    proofStorage: ProofStorage;
  }
}

/**
 * Money in and out (money-and-content §2–8, DESIGN.md §7): payment methods, withdrawal
 * accounts, deposit and withdrawal requests and the staff decisions on them.
 */
export const moneyModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('proofStorage', new LocalProofStorage(app.ctx.config.UPLOAD_DIR));
    registerMoneyRoutes(app);
  },
  { name: 'money' },
);

export { requestDeposit, type DepositImage } from './deposit-request.service.js';
export type { ProofStorage } from './proof-storage.js';
