import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with the player site's index.html (client-side routes, including its 404 page). */
    sendSpa(): FastifyReply;
  }
}

/** Serves the built player site; every unknown non-API path gets its index.html. */
export const webSitePlugin = fp(async (app: FastifyInstance) => {
  const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
  const dist = resolve(serverRoot, app.ctx.config.WEB_DIST);
  const hasSite = existsSync(resolve(dist, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, { root: dist, prefix: '/', wildcard: false, index: false });
  }
  app.decorateReply('sendSpa', function sendSpa(this) {
    if (!hasSite) return this.status(404).type('text/plain').send('The player site is not built: run npm run build');
    return this.header('cache-control', 'no-cache').sendFile('index.html', dist);
  });
  app.get('/', { schema: { hide: true } }, (_req, reply) => reply.sendSpa());
});
