import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES, REQUEST_MESSAGES, type ErrorBody } from '@backlay/contract';
import { AppError, TRY_AGAIN_AFTER_SECONDS, tryAgain } from '../lib/app-error.js';
import { isLostConnection } from '../db/lost-connection.js';

/**
 * One error handler: AppErrors answer with their status and message (docs/product.md §8); schema
 * failures answer 400 with the first problem spelled out; a lost database connection answers
 * "try again" (db/lost-connection.ts); anything unexpected is logged with
 * the request id and the client gets a generic message (never a stack trace).
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((caught: FastifyError, req, reply) => {
    const requestId = String(req.id);
    let err: FastifyError | AppError = caught;
    if (isLostConnection(caught)) {
      req.log.warn({ err: caught }, 'database connection lost mid-request: answered try again');
      err = tryAgain();
    }
    if (err instanceof AppError) {
      if (err.code === 'TRY_AGAIN') reply.header('retry-after', String(TRY_AGAIN_AFTER_SECONDS));
      const body: ErrorBody = { message: err.message, code: err.code, requestId, ...(err.details ? { details: err.details } : {}) };
      return reply.status(err.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        path: `${err.validationContext ?? 'request'}${v.instancePath.replaceAll('/', '.')}`,
        message: v.message ?? 'is not valid',
      }));
      const first = details[0]!;
      const body: ErrorBody = { message: `${first.path}: ${first.message}`, code: 'VALIDATION', requestId, details };
      return reply.status(400).send(body);
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, cause: err.cause }, 'response did not match its schema');
      return reply.status(500).send({ message: MESSAGES.somethingWentWrong, code: 'INTERNAL', requestId });
    }
    if (isBadTextError(err)) {
      return reply.status(400).send({ message: REQUEST_MESSAGES.nulCharacter, code: 'VALIDATION', requestId });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: err.message, code: status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST', requestId });
    }
    req.log.error({ err }, 'unexpected error');
    return reply.status(500).send({ message: MESSAGES.somethingWentWrong, code: 'INTERNAL', requestId });
  });
});

/**
 * The database refused text the request carried: a NUL (SQLSTATE 22021) or a character the
 * database's encoding cannot hold (22P05). The no-NUL hook refuses these before validation for
 * JSON, form and query input; this net catches text read inside a handler (multipart fields).
 * The statement failed, so its transaction rolled back and nothing changed.
 */
function isBadTextError(err: unknown): boolean {
  const code = (err as { cause?: { code?: unknown } } | null)?.cause?.code ?? (err as { code?: unknown } | null)?.code;
  return code === '22021' || code === '22P05';
}
