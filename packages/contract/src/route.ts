import type { z } from 'zod';
import type { Role } from './roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route:
 * - `public`: anyone (the site still comes from the Host header);
 * - `session`: any signed-in role; `roles`: only those roles.
 * For `api/:role/...` paths the server also checks that the path role is the caller's role.
 * A session call is refused while its session waits for the two-factor code, unless
 * `allowDuringTwoFactor`, and while its account must change its password, unless
 * `allowDuringPasswordChange` (see PASSWORD_CHANGE_REQUIRED in auth.ts), and while its account
 * must set up two-factor, unless `allowDuringTwoFactorSetup` (TWO_FACTOR_SETUP_REQUIRED): a new
 * call is closed to all three until someone decides it is part of that step.
 */
export type RouteAccess =
  | { kind: 'public' }
  | {
      kind: 'session';
      roles?: readonly Role[];
      allowDuringTwoFactor?: boolean;
      allowDuringPasswordChange?: boolean;
      allowDuringTwoFactorSetup?: boolean;
    };

/** One HTTP call of the platform, declared once; the server registers it from here. */
export interface RouteDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/api/:role/profile`. */
  path: string;
  summary: string;
  tags: string[];
  access: RouteAccess;
  querystring?: Q;
  body?: B;
  params?: P;
  /** Shape of a 200 answer. */
  response: R;
  /** Body is form-urlencoded or JSON (both accepted); multipart routes set this. */
  multipart?: boolean;
}

export function defineRoute<Q extends z.ZodType, B extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  def: RouteDef<Q, B, P, R>,
): RouteDef<Q, B, P, R> {
  return def;
}
