import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callGame } from '../lib/game-client';

export const openBetKeys = { all: ['originals', 'open-bets'] as const };

/**
 * GET api/originals/open-bets with the game session: the player's bets in the studio's games
 * still waiting for their result. The game page asks its game server, never the site's API: in
 * the game screen it runs sandboxed, without the site's login. A game page refreshes the list
 * when its own round moves (invalidating `openBetKeys.all`); the poll catches the rest.
 */
export function useOriginalsOpenBets(session: string) {
  return useQuery({
    queryKey: openBetKeys.all,
    refetchInterval: 15_000,
    queryFn: async () => (await callGame(routes.originals.getOriginalsOpenBets, { session })).docs,
  });
}
