import { useMutation } from '@tanstack/react-query';
import { routes, type LoginDocs } from '@backlay/contract';
import { ApiError, callApi } from '../../../lib/api-client';
import { useSession, type StaffRole } from '../../../lib/session-store';
import { signInMessages } from '../lib/messages';

export interface SignInInput {
  userName: string;
  password: string;
}

function isStaff(docs: LoginDocs): docs is LoginDocs & { userType: StaffRole } {
  return docs.userType !== 'user';
}

/**
 * POST api/auth with the trimmed user name. A player's session is revoked at once and never
 * kept: the console answers it like a refused login. A staff session is stored; it may still
 * wait for its two-factor code or a new password.
 */
export async function signIn(input: SignInInput): Promise<LoginDocs> {
  const res = await callApi(routes.auth.login, {
    body: { email: input.userName.trim(), password: input.password, domain: window.location.hostname },
  });
  const docs = res.docs;
  if (!isStaff(docs)) {
    await callApi(routes.auth.logout, { params: { role: docs.userType }, token: docs.token }).catch(() => undefined);
    throw new ApiError(403, 'FORBIDDEN', signInMessages.playerRefused);
  }
  useSession.getState().signIn(docs);
  return docs;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
