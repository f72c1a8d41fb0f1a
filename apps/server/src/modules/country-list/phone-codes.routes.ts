import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PHONE_CODES, PHONE_CODES_PATH } from '@backlay/contract';

/**
 * A day in browsers and proxies: the list changes only with a deploy, and the ETag lets a
 * stale copy be confirmed with a 304 instead of sent again.
 */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * GET country-list/phone-codes.json: the phone codes list (packages/contract phone-codes.ts),
 * as a file, on every host, with or without a built player site. Not an /api call: it is the
 * same for every site and visitor, and is fetched as the static file the spec names.
 */
export function registerPhoneCodesRoute(app: FastifyInstance): void {
  const body = JSON.stringify(PHONE_CODES);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  app.get(PHONE_CODES_PATH, { schema: { hide: true } }, async (req, reply) => {
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
