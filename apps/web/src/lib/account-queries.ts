import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from './api-client';
import { selectHasSession, useSession } from './session-store';

/** Query keys shared by every feature that shows the account. */
export const accountKeys = {
  profile: ['account', 'profile'] as const,
  pts: ['account', 'pts'] as const,
};

/** The signed-in account's profile (refreshed every 60 s); null when signed out. */
export function useProfile() {
  const isLogin = useSession((s) => s.isLogin);
  const setProfile = useSession((s) => s.setProfile);
  return useQuery({
    queryKey: accountKeys.profile,
    enabled: isLogin,
    refetchInterval: 60_000,
    queryFn: async () => {
      const res = await callApi(routes.profile.getProfile);
      setProfile(res.docs);
      return res.docs;
    },
  });
}

/** Balance, available points and exposure (refreshed every 30 s and after bets or transfers). */
export function usePts() {
  const hasSession = useSession(selectHasSession);
  return useQuery({
    queryKey: accountKeys.pts,
    enabled: hasSession,
    refetchInterval: 30_000,
    queryFn: async () => (await callApi(routes.profile.getPts)).docs,
  });
}
