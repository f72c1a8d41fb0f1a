import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { SERVER_ROOT } from '../lib/server-paths.js';
import { PlayerSitePolicy, STAFF_CONSOLE_POLICY } from './content-security-policy.js';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with the player site's index.html (client-side routes, including its 404 page). */
    sendSpa(): Promise<FastifyReply>;
  }
}

/** Where the staff console is served; its build uses the same base (apps/admin/vite.config.ts). */
export const ADMIN_PREFIX = '/admin/';

/**
 * An HTML file is never served as a plain file: each page goes out through its route below,
 * with its Content-Security-Policy (content-security-policy.ts).
 */
const isNotHtml = (path: string) => !path.endsWith('.html');

/**
 * Serves the built player site at `/` and the built staff console at `/admin/`; every unknown
 * non-API path gets the index.html of the site it belongs to.
 */
export const webSitePlugin = fp(
  async (app: FastifyInstance) => {
    const dist = resolve(SERVER_ROOT, app.ctx.config.WEB_DIST);
    const indexFile = resolve(dist, 'index.html');
    const hasSite = existsSync(indexFile);
    if (hasSite) {
      await app.register(fastifyStatic, { root: dist, prefix: '/', wildcard: false, index: false, allowedPath: isNotHtml });
    }
    const policy = new PlayerSitePolicy(() => app.providerFrameOrigins.current());
    app.decorateReply('sendSpa', async function sendSpa(this) {
      if (!hasSite) return this.status(404).type('text/plain').send('The player site is not built: run npm run build');
      // The host's brand's stream hosts: what its event pages may frame.
      return sendPage(this, indexFile, await policy.current(this.request.site?.whiteLabel.streamHosts ?? []));
    });
    app.get('/', { schema: { hide: true } }, (_req, reply) => reply.sendSpa());
    await registerStaffConsole(app, resolve(SERVER_ROOT, app.ctx.config.ADMIN_DIST));
  },
  { dependencies: ['casino'] },
);

/**
 * The staff console: its files under /admin/, and its index.html for every other /admin/ path
 * (client-side routes). A missing file under /admin/assets/ is a 404, never the index page: a
 * stale page asking for an old chunk must fail as a script load, not parse HTML as JavaScript.
 */
async function registerStaffConsole(app: FastifyInstance, dist: string): Promise<void> {
  const indexFile = resolve(dist, 'index.html');
  const hasConsole = existsSync(indexFile);
  if (hasConsole) {
    // A second @fastify/static instance: the reply's sendFile already belongs to the player site's.
    await app.register(fastifyStatic, {
      root: dist,
      prefix: ADMIN_PREFIX,
      wildcard: false,
      index: false,
      decorateReply: false,
      allowedPath: isNotHtml,
    });
  }
  async function sendConsole(reply: FastifyReply): Promise<FastifyReply> {
    if (!hasConsole) return reply.status(404).type('text/plain').send('The staff console is not built: run npm run build');
    return sendPage(reply, indexFile, STAFF_CONSOLE_POLICY);
  }
  app.get('/admin', { schema: { hide: true } }, (_req, reply) => reply.redirect(ADMIN_PREFIX));
  app.get(ADMIN_PREFIX, { schema: { hide: true } }, (_req, reply) => sendConsole(reply));
  app.get(`${ADMIN_PREFIX}*`, { schema: { hide: true } }, (req, reply) => {
    if (req.url.startsWith(`${ADMIN_PREFIX}assets/`)) return reply.status(404).type('text/plain').send('Not Found');
    return sendConsole(reply);
  });
}

/** An index.html with its policy; read at each load (a rebuild shows at the next one). */
async function sendPage(reply: FastifyReply, file: string, policy: string): Promise<FastifyReply> {
  return reply
    .header('cache-control', 'no-cache')
    .header('content-security-policy', policy)
    .type('text/html; charset=utf-8')
    .send(await readFile(file));
}
