import { useMutation } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';

/** POST api/auth/verify2fa: the code of the authenticator app completes the waiting session. */
export async function verifyTwoFactor(code: string): Promise<void> {
  const res = await callApi(routes.auth.twoFactorVerify, { body: { code } });
  const session = useSession.getState();
  // Should the server rotate the token on verification, keep the new one.
  if (res.docs.userType !== 'user' && res.docs.token !== session.token) {
    session.signIn({ ...res.docs, userType: res.docs.userType, twoFactorPending: false });
  }
  useSession.getState().completeTwoFactor();
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
