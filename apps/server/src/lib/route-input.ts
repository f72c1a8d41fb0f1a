import { MESSAGES } from '@backlay/contract';
import { AppError, badRequest } from './app-error.js';
import type { AuthContext } from './context.js';

/**
 * registerRoute has validated the request and checked the session before a handler runs, but
 * the handler types still allow "missing" (RouteDef's optional schemas, RouteAccess's union):
 * these narrow once, as the other modules' routes do.
 */
export function signedIn(req: { auth: AuthContext | null }): AuthContext {
  if (!req.auth) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return req.auth;
}

export function inputOf<T>(input: T | undefined): T {
  if (input === undefined) throw badRequest('Request is missing its parameters');
  return input;
}
