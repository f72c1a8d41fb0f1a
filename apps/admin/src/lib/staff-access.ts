import type { Role, RouteDef } from '@backlay/contract';

/**
 * Whether a role may make a call, read from the call's own access rule in the contract, so
 * the console shows a screen or a button only when the server would accept it.
 */
export function mayCall(def: RouteDef, role: Role | null): boolean {
  if (def.access.kind === 'public') return true;
  if (!role) return false;
  return !def.access.roles || def.access.roles.includes(role);
}
