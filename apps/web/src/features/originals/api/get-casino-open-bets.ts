import { useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { selectHasSession, useSession } from '../../../lib/session-store';
import { useLiveMessage } from '../../../lib/live/use-live';

const openBetKeys = { casino: ['originals', 'casino-open-bets'] as const };

/**
 * The site's side, shown beside the game: the signed-in player's casino open bets
 * (GET api/user/casino/openBet), refreshed by the live messages getOpenBetCasinoUpdates and
 * getOpenBetCasinoResultUpdates the wallet sends. Only when the page runs on the player's own
 * site signed in (our studio is embedded there); an outside provider's page has no such list.
 */
export function useCasinoOpenBets() {
  const hasSession = useSession(selectHasSession);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: openBetKeys.casino });
  useLiveMessage('getOpenBetCasinoUpdates', refresh);
  useLiveMessage('getOpenBetCasinoResultUpdates', refresh);
  return useQuery({
    queryKey: openBetKeys.casino,
    enabled: hasSession,
    refetchInterval: 15_000,
    queryFn: async () => (await callApi(routes.casino.getCasinoOpenBets, { query: { page: 1, limit: 20 } })).docs,
  });
}
