import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { routes, type OpenBet } from '@backlay/contract';
import { callApi } from '../api-client';
import { selectIsPlayerSession, useSession } from '../session-store';
import { useLiveMessage } from '../live/use-live';

export const openBetKeys = {
  all: ['betting', 'openBets'] as const,
};

/** The contract's largest page. */
const PAGE_SIZE = 200;
/**
 * Pages read at most (2,000 bets). The list, the badge ('50+') and the runners' P/L all come
 * from this one list; a player with more open bets than that is an account for the upline to
 * look at, not a slip to render.
 */
const MAX_PAGES = 10;
/**
 * The list is refreshed by our own placements and by getOpenBetUpdates; settlement of a
 * market (bets leave the list) has no message of its own, so the list is also re-read now
 * and then. 30 s matches the points refresh of the header.
 */
export const OPEN_BETS_REFRESH_MS = 30_000;

/** GET api/user/openBet, every page: the player's open bets, newest first. */
export async function getOpenBets(signal?: AbortSignal): Promise<OpenBet[]> {
  const bets: OpenBet[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const res = await callApi(routes.betting.getOpenBets, { query: { page, limit: PAGE_SIZE }, signal });
    bets.push(...res.docs);
    if (!res.nextPage) break;
  }
  return bets;
}

/** Only players have open bets of their own (docs/product.md §6). */
export function useOpenBets() {
  const isPlayer = useSession(selectIsPlayerSession);
  return useQuery({
    queryKey: openBetKeys.all,
    enabled: isPlayer,
    refetchInterval: OPEN_BETS_REFRESH_MS,
    queryFn: ({ signal }) => getOpenBets(signal),
  });
}

/** Puts a new or changed bet into the cached list: open bets first-in, others leave it. */
export function upsertOpenBet(queryClient: QueryClient, bet: OpenBet): void {
  queryClient.setQueryData<OpenBet[]>(openBetKeys.all, (list) => {
    if (!list) return list;
    const rest = list.filter((b) => b._id !== bet._id);
    return bet.status === 'open' ? [bet, ...rest] : rest;
  });
}

/** Keeps the list current from the live channel (mount once per page). */
export function useOpenBetsLive(): void {
  const queryClient = useQueryClient();
  useLiveMessage('getOpenBetUpdates', (bet) => upsertOpenBet(queryClient, bet));
}
