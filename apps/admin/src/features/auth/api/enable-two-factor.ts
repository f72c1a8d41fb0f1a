import { useMutation } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';

/**
 * POST api/{role}/secureAuth with `enable: true`: the code of the scanned secret turns
 * two-factor on. The session stays valid, so the console opens at once. Answers the server's
 * message ('Secure Auth Enabled').
 */
export async function enableTwoFactor(code: string): Promise<string> {
  const res = await callApi(routes.auth.twoFactorEnable, { body: { code, enable: true } });
  useSession.getState().completeTwoFactorSetup();
  return res.message;
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
