import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from './api-client';
import { useIsSignedIn } from './session-store';

/** Query keys of the signed-in account, shared by the header and the dashboard. */
export const accountKeys = {
  profile: ['account', 'profile'] as const,
  pts: ['account', 'pts'] as const,
};

/** The caller's profile with its downline figures (GET api/{role}/profile). */
export function useProfile() {
  const isSignedIn = useIsSignedIn();
  return useQuery({
    queryKey: accountKeys.profile,
    enabled: isSignedIn,
    refetchInterval: 60_000,
    queryFn: async () => (await callApi(routes.profile.getProfile)).docs,
  });
}

/** Balance and available points (GET api/{role}/pts), refreshed every 30 s and after decisions. */
export function usePts() {
  const isSignedIn = useIsSignedIn();
  return useQuery({
    queryKey: accountKeys.pts,
    enabled: isSignedIn,
    refetchInterval: 30_000,
    queryFn: async () => (await callApi(routes.profile.getPts)).docs,
  });
}
