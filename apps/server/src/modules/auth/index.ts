import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export const authModule = fp(async (_app: FastifyInstance) => {}, { name: 'auth' });
