import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { accountKeys, useProfile } from './account-queries';
import { callApi } from './api-client';
import { selectHasSession, useSession, type SessionState } from './session-store';
import { useSiteConfigurationQuery } from './site-config';

/**
 * The cock-fight provider's player account (docs/product.md §7): GET api/user/cockFight/create
 * for non-demo players without cockFightCreated, on a domain whose `cockFight` switch is on,
 * and GET api/user/cockFight/logout when such a player logs out. Neither is the player's
 * concern: a failure is logged, never shown, and never stops a login or a logout.
 */

/** Sessions (by token) that have asked already: one create per login, even if it failed. */
const asked = new Set<string>();

/** Provisions the signed-in player's account once per session; used by the shell. */
export function useCockFightAccount(): void {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const hasSession = useSession(selectHasSession);
  const userType = useSession((s) => s.userType);
  const isDemo = useSession((s) => s.isDemo);
  const { data: site } = useSiteConfigurationQuery();
  const { data: profile } = useProfile();
  const isWanted =
    hasSession &&
    userType === 'user' &&
    !isDemo &&
    site?.domain.features.cockFight === true &&
    profile !== undefined &&
    !profile.demo &&
    !profile.cockFightCreated;

  useEffect(() => {
    if (!isWanted || !token || asked.has(token)) return;
    asked.add(token);
    callApi(routes.thirdPartyAccounts.createCockFightAccount)
      // The profile read again carries the flag (and the logout below then knows to call).
      .then(() => queryClient.invalidateQueries({ queryKey: accountKeys.profile }))
      .catch((err: unknown) => console.warn('cock fight account not created', err));
  }, [isWanted, token, queryClient]);
}

/** Ends the player's provider session before its own session ends (a no-op for others). */
export async function endCockFightSession(s: Pick<SessionState, 'token' | 'userType' | 'isDemo' | 'userData'>): Promise<void> {
  if (!s.token || s.userType !== 'user' || s.isDemo || !s.userData?.cockFightCreated) return;
  try {
    await callApi(routes.thirdPartyAccounts.logoutCockFightAccount);
  } catch (err) {
    console.warn('cock fight session not ended', err);
  }
}
