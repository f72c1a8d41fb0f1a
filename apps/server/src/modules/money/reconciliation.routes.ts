import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_STATEMENT_BYTES, RECONCILE_MESSAGES, routes } from '@backlay/contract';
import { registerRoute } from '../../lib/register-route.js';
import { signedIn } from '../../lib/route-input.js';
import { badRequest } from '../../lib/app-error.js';
import { reconcileDeposits } from './reconciliation.service.js';
import { multipartError } from './deposit-upload.js';

/**
 * POST api/{role}/deposit/reconcile, in its own scope: the statement comes as the raw body
 * (text/csv, text/plain, application/csv) or as the one file of a multipart form, at most
 * MAX_STATEMENT_BYTES either way (a larger one is refused with the statement's own message).
 */
const TEXT_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'];

async function statementText(req: FastifyRequest): Promise<string> {
  if (req.isMultipart()) {
    let text: string | null = null;
    try {
      for await (const part of req.parts({ limits: { fileSize: MAX_STATEMENT_BYTES + 1, files: 1, fields: 5, parts: 6 } })) {
        if (part.type !== 'file') continue;
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk);
        const bytes = Buffer.concat(chunks);
        if (bytes.length > MAX_STATEMENT_BYTES) throw badRequest(RECONCILE_MESSAGES.tooLarge);
        text = bytes.toString('utf8');
      }
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest(RECONCILE_MESSAGES.oneFileOnly);
      throw multipartError(err, RECONCILE_MESSAGES.notText);
    }
    if (text === null) throw badRequest(RECONCILE_MESSAGES.empty);
    return text;
  }
  if (typeof req.body !== 'string') throw badRequest(RECONCILE_MESSAGES.notText);
  return req.body;
}

export async function registerReconciliationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser(TEXT_TYPES, { parseAs: 'string', bodyLimit: MAX_STATEMENT_BYTES }, (_req, body, done) => done(null, body));
    scope.setErrorHandler((err) => {
      // The body limit of the raw statement: the statement's own message instead of Fastify's.
      if ((err as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw badRequest(RECONCILE_MESSAGES.tooLarge);
      throw err;
    });
    registerRoute(scope, routes.paymentGateway.reconcileDeposits, async (req) => ({
      docs: await reconcileDeposits(app.ctx, signedIn(req).user, await statementText(req)),
    }));
  });
}
