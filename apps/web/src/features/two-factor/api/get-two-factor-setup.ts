import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { selectHasSession, useSession } from '../../../lib/session-store';

export const twoFactorSetupKey = ['two-factor', 'setup'] as const;

export async function getTwoFactorSetup() {
  return (await callApi(routes.auth.twoFactorSetup)).docs;
}

/**
 * GET api/{role}/secureAuth: the status and, when off, a fresh secret. Never refetched in the
 * background (each answer may carry a new secret, which would change the QR under the
 * player's camera); dropped on leaving the page so the next visit starts clean.
 */
export function useTwoFactorSetup() {
  // Not behind the forced password change, which the server holds this call for.
  const hasSession = useSession(selectHasSession);
  return useQuery({
    queryKey: twoFactorSetupKey,
    queryFn: getTwoFactorSetup,
    enabled: hasSession,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
