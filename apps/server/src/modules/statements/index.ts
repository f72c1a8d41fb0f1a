import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerStatementRoutes } from './statements.routes.js';

/** Wallet movements from the ledger: the transaction list and the account statement. */
export const statementsModule = fp(
  async (app: FastifyInstance) => {
    registerStatementRoutes(app);
  },
  { name: 'statements' },
);
