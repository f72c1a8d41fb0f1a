import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export const ledgerModule = fp(async (_app: FastifyInstance) => {}, { name: 'ledger' });
