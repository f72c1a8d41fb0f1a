import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/account-queries';
import { enableTwoFactor } from '../../auth/api/enable-two-factor';
import { twoFactorSetupKey } from '../../auth/api/get-two-factor-setup';

/** POST api/{role}/secureAuth with `enable: false`: the current code turns two-factor off. Answers the server's message. */
export async function disableTwoFactor(code: string): Promise<string> {
  return (await callApi(routes.auth.twoFactorEnable, { body: { code, enable: false } })).message;
}

/**
 * Turns two-factor on (code of the scanned secret) or off (current code). Afterwards the status
 * is read again, and so is the profile, whose `enable2fa` opens the transaction code screen.
 */
export function useSetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, enable }: { code: string; enable: boolean }) => (enable ? enableTwoFactor(code) : disableTwoFactor(code)),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: twoFactorSetupKey }),
        queryClient.invalidateQueries({ queryKey: accountKeys.profile }),
      ]);
    },
  });
}
