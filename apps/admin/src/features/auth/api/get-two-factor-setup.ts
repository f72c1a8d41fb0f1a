import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';

export const twoFactorSetupKey = ['auth', 'two-factor-setup'] as const;

export async function getTwoFactorSetup() {
  return (await callApi(routes.auth.twoFactorSetup)).docs;
}

/**
 * GET api/{role}/secureAuth: the pending secret to scan (the server issues it on the first
 * call, then answers the same one). Never refetched in the background, so the QR code does not
 * change under the camera; dropped once the step is left.
 */
export function useTwoFactorSetup() {
  const hasSession = useSession((s) => s.token !== null);
  return useQuery({
    queryKey: twoFactorSetupKey,
    queryFn: getTwoFactorSetup,
    enabled: hasSession,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
