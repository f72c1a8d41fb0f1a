import { loginMayCall, type Role, type RouteDef } from '@backlay/contract';
import { useSession } from './session-store';

/**
 * Whether a role may make a call, read from the call's own access rule in the contract, so
 * the console shows a screen or a button only when the server would accept it.
 */
export function mayCall(def: RouteDef, role: Role | null): boolean {
  if (def.access.kind === 'public') return true;
  if (!role) return false;
  if (def.access.roles && !def.access.roles.includes(role)) return false;
  // A Multi Login Account login: only what its permissions open (the contract's map).
  const login = useSession.getState().login;
  return login === null || loginMayCall(def, login.permissions);
}
