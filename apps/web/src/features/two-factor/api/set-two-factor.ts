import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/account-queries';
import { twoFactorSetupKey } from './get-two-factor-setup';

/** POST api/{role}/secureAuth: on (code from the scanned secret) or off (current code). */
export async function setTwoFactor(code: string, enable: boolean) {
  return callApi(routes.auth.twoFactorEnable, { body: { code, enable } });
}

export function useSetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { code: string; enable: boolean }) => setTwoFactor(v.code, v.enable),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: twoFactorSetupKey }),
        queryClient.invalidateQueries({ queryKey: accountKeys.profile }),
      ]);
    },
  });
}
