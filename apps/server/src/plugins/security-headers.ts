import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * helmet's security headers on every answer. No Content-Security-Policy here: only pages need
 * one, and the player site's depends on the casino providers switched on, so web-site.ts puts
 * it on each HTML answer (content-security-policy.ts) and the API's JSON answers do without.
 * Cross-Origin-Embedder-Policy is off so that casino games and images from other origins load.
 */
export const SECURITY_HEADER_OPTIONS: Readonly<HelmetOptions> = { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false };

/**
 * The headers helmet sets for these options, worked out once. Without a Content-Security-Policy
 * (whose nonce may differ per request) helmet's headers depend on nothing in the request, yet
 * @fastify/helmet builds helmet's middleware chain anew for every request and runs it, a cost on
 * every bet placement for headers that never change. helmet stays the authority on what the headers
 * are; this only asks it once, through a response that records them.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  // helmet's chain is synchronous without a CSP; one that was not would leave headers missing.
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = helmetHeaders(SECURITY_HEADER_OPTIONS);
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(headers);
  });
});
