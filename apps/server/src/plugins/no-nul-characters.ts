import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { REQUEST_MESSAGES } from '@backlay/contract';
import { AppError } from '../lib/app-error.js';

/**
 * PostgreSQL text cannot hold U+0000: a NUL that reaches SQL fails the statement with
 * "invalid byte sequence" (SQLSTATE 22021), which the error handler would answer as a 500.
 * zod's strings take it, and a search, a market id or a user name can carry it, so every
 * request's query, path and parsed body are refused whole here, before validation, instead of
 * each field having to remember it. Multipart fields are read inside their handlers; a NUL in
 * one is caught by the error handler's net for the same SQLSTATE (error-handler.ts).
 */
export const noNulCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    if (holdsNul(req.query) || holdsNul(req.params) || holdsNul(req.body)) {
      throw new AppError('VALIDATION', REQUEST_MESSAGES.nulCharacter);
    }
  });
});

/**
 * Whether a string, or any string inside plain objects and arrays (keys included), holds a
 * NUL. Iterative, so a deeply nested body cannot overflow the stack; buffers and streams are
 * not walked (only plain objects and arrays are).
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) pending.push(item);
    } else if (isPlainObject(v)) {
      for (const key of Object.keys(v)) {
        if (key.includes('\u0000')) return true;
        pending.push(v[key]);
      }
    }
  }
  return false;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}
