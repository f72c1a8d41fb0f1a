import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { z } from 'zod';
import { MESSAGES, PASSWORD_CHANGE_REQUIRED, TWO_FACTOR_SETUP_REQUIRED, storedRole, type PathRole, type RouteDef } from '@backlay/contract';
import { AppError } from './app-error.js';
import type { AuthContext } from './context.js';
import { runAsLogin } from '../modules/audit/audit-actor.js';
import { assertLoginMayCall } from '../modules/multi-logins/permissions.js';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export type RouteRequest<D extends RouteDef> = FastifyRequest<{
  Querystring: Out<D['querystring']>;
  Body: Out<D['body']>;
  Params: Out<D['params']>;
}>;

/** A handler of a session route: `auth` is always there. */
export type Handler<D extends RouteDef> = (
  req: RouteRequest<D> & { auth: D['access'] extends { kind: 'session' } ? AuthContext : AuthContext | null },
  reply: FastifyReply,
) => Promise<z.input<D['response']>>;

/** Server-side options of one route (things that depend on config, not on the contract). */
export interface RegisterRouteOptions {
  /** Per-IP limit through @fastify/rate-limit (registered with `global: false`). */
  rateLimit?: RateLimitOptions;
  /**
   * The 200 answer is written with JSON.stringify as the handler built it, not first encoded
   * through the contract's response schema. Only for a hot call whose answer is built field by
   * field in the contract's type (TypeScript holds the handler to `z.input` of the schema) and
   * whose tests parse its answers with that schema: bet placement, where the encoding walked
   * the whole open bet again on every bet.
   */
  answerAsBuilt?: boolean;
}

/**
 * Registers one call of the contract: its access rule runs first, then its schemas validate the
 * request and serialise the answer, and the same schemas feed OpenAPI.
 */
export function registerRoute<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  handler: Handler<D>,
  options: RegisterRouteOptions = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    ...(options.answerAsBuilt ? { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } : {}),
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(def.querystring ? { querystring: def.querystring } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.params ? { params: def.params } : {}),
      response: { 200: def.response },
      ...(def.access.kind === 'session' ? { security: [{ bearer: [] }] } : {}),
    },
    // Who may call comes before what was sent: a caller the call is closed to gets 401 or 403,
    // never a 400 that names the fields it expects. A Multi Login Account login may use only
    // its permissions (modules/multi-logins/permissions.ts), checked at the same point.
    preValidation: async (req) => {
      checkAccess(def, req);
      if (req.auth?.login) assertLoginMayCall(def, req.auth.login);
    },
    // A Multi Login Account login acts for its account: its audit rows name it.
    handler: ((req: FastifyRequest & { auth: AuthContext | null }, reply: FastifyReply) => {
      const login = req.auth?.login;
      return login ? runAsLogin(login, () => handler(req as never, reply)) : handler(req as never, reply);
    }) as never,
  });
}

function checkAccess(def: RouteDef, req: FastifyRequest): void {
  const access = def.access;
  if (access.kind === 'public') return;
  const auth = req.auth;
  if (!auth) throw req.authProblem ?? new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  if (auth.session.twoFactorPending && !access.allowDuringTwoFactor) {
    throw new AppError('TWO_FACTOR_REQUIRED', 'Two-factor code required');
  }
  // The account's flag, not the session's: every session of a flagged account is held alike.
  if (auth.user.changePassword && !access.allowDuringPasswordChange) {
    throw new AppError(PASSWORD_CHANGE_REQUIRED.code, PASSWORD_CHANGE_REQUIRED.message);
  }
  if (auth.user.twoFactorRequired && !auth.user.enable2fa && !access.allowDuringTwoFactorSetup) {
    throw new AppError(TWO_FACTOR_SETUP_REQUIRED.code, TWO_FACTOR_SETUP_REQUIRED.message);
  }
  if (access.roles && !access.roles.includes(auth.user.role)) {
    throw new AppError('FORBIDDEN', 'Not allowed for your role');
  }
  const params = req.params as { role?: PathRole } | undefined;
  if (params?.role && storedRole(params.role) !== auth.user.role) {
    throw new AppError('FORBIDDEN', 'Not allowed for your role');
  }
}
