import { routes, type Role } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/**
 * DELETE api/{role}/auth for a token the site will not keep (a staff login on the player
 * site). Best effort: the session is dropped locally whatever the answer.
 */
export async function revokeSession(token: string, role: Role): Promise<void> {
  try {
    await callApi(routes.auth.logout, { params: { role }, query: { domain: window.location.hostname }, token });
  } catch {
    /* the token expires on its own; nothing to tell the visitor */
  }
}
