import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export const profileModule = fp(async (_app: FastifyInstance) => {}, { name: 'profile' });
