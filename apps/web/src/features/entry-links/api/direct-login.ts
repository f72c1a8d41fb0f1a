import { routes, type LoginDocs } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** POST api/auth/direct-login: a one-time link's token for a session (the token works once). */
export async function directLogin(token: string): Promise<LoginDocs> {
  return (await callApi(routes.entryLinks.directLogin, { body: { token } })).docs;
}
