import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerMoneyRoutes } from './money.routes.js';
import { LocalProofStorage, type ProofStorage } from './proof-storage.js';
import { ReceiptReader, type UtrSource } from './receipt-reader.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where payment proofs are stored (local disk under UPLOAD_DIR in the embedded mode). */
    proofStorage: ProofStorage;
    /** Reads the UTR from a receipt (offline OCR, one worker per process, started on first use). */
    receiptReader: UtrSource;
  }
}

/**
 * Money in and out (docs/product.md §2–8, docs/architecture.md §7): payment methods, withdrawal
 * accounts, deposit and withdrawal requests and the staff decisions on them.
 */
export const moneyModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('proofStorage', new LocalProofStorage(app.ctx.config.UPLOAD_DIR));
    const receiptReader = new ReceiptReader({ log: app.log });
    app.decorate('receiptReader', receiptReader);
    app.addHook('onClose', async () => receiptReader.close());
    await registerMoneyRoutes(app);
  },
  { name: 'money' },
);

export { requestDeposit, type DepositAnswer, type DepositDeps, type DepositImage } from './deposit-request.service.js';
export type { ProofStorage } from './proof-storage.js';
export { ReceiptReader, utrInText, type UtrSource } from './receipt-reader.js';
export { checkProofImage, imageSize } from './proof-image.js';
