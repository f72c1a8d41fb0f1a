import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

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
  return useQuery({ queryKey: twoFactorSetupKey, queryFn: getTwoFactorSetup, staleTime: Infinity, gcTime: 0, retry: false });
}
