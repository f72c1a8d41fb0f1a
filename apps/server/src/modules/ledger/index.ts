import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerLedgerRoutes } from './ledger.routes.js';

/** The ledger's public face: other modules import these, never the repository. */
export {
  available,
  checkLedger,
  issuanceAccountId,
  openWallet,
  postEntries,
  postEntriesWithExposure,
  postEntry,
  settlementClearingAccountId,
  walletAccountId,
  walletFigures,
  walletFiguresOf,
  walletTotalsAfter,
  walletSummary,
  type LedgerCheckReport,
  type PostEntryInput,
  type PostEntryResult,
  type PostingLine,
  type WalletFigures,
  type WalletSummary,
} from './ledger.service.js';
export type { BalanceRow, LedgerTotals, PostingTotals } from './ledger.repository.js';
export { walletTotalsOfText, type WalletTotals, type WalletTotalsText } from './ledger.repository.js';
export {
  addToHeld,
  applyExposureDeltas,
  lockBalanceRows,
  readWalletsWithTotals,
  lockBalances,
  type BalanceDelta,
} from './ledger.repository.js';
export { transferPts, type TransferPtsInput } from './transfer-pts.service.js';

export const ledgerModule = fp(
  async (app: FastifyInstance) => {
    registerLedgerRoutes(app);
  },
  { name: 'ledger' },
);
