import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { casinoKeys } from '../lib/query-keys';

/**
 * POST api/user/casino/launch: a short-lived token and the provider's page carrying it. Each
 * attempt is its own key and never refetched or cached: a token is good for one game session,
 * and a retry (the player presses Try again) asks for a new one.
 */
export async function launchCasinoGame(gameId: string) {
  return (await callApi(routes.casino.launchCasinoGame, { body: { gameId } })).docs;
}

export function useLaunchCasinoGame(gameId: string, attempt: number, enabled: boolean) {
  return useQuery({
    queryKey: casinoKeys.launch(gameId, attempt),
    queryFn: () => launchCasinoGame(gameId),
    enabled: enabled && gameId !== '',
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
