import { MULTI_LOGIN_MESSAGES, loginMayCall, type RouteDef } from '@backlay/contract';
import { AppError } from '../../lib/app-error.js';
import type { SubLogin } from '../../lib/context.js';

export { permissionFor } from '@backlay/contract';

/** Throws 403 when the login may not make this call (the map: packages/contract multi-logins.ts). */
export function assertLoginMayCall(def: Pick<RouteDef, 'method' | 'path'>, login: SubLogin): void {
  if (!loginMayCall(def, login.permissions)) throw new AppError('FORBIDDEN', MULTI_LOGIN_MESSAGES.noAccess);
}
