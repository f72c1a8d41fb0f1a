import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export const tenancyModule = fp(async (_app: FastifyInstance) => {}, { name: 'tenancy' });
