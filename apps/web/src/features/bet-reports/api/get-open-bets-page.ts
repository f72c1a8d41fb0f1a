import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type OpenBet } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { OPEN_BETS_REFRESH_MS } from '../../../lib/bet-slip/get-open-bets';
import { selectIsPlayerSession, useSession } from '../../../lib/session-store';
import { betReportKeys } from '../lib/query-keys';
import { shownPage, type Paged } from '../../../lib/paged';

export const OPEN_BETS_PAGE_SIZE = 20;

/** GET api/user/openBet, one page: the player's open bets, newest first. */
export async function getOpenBetsPage(page: number, limit: number, signal?: AbortSignal): Promise<Paged<OpenBet>> {
  return callApi(routes.betting.getOpenBets, { query: { page, limit }, signal });
}

/**
 * One page of open bets; the previous page stays on screen while the next one loads. Live
 * messages refresh it (use-bet-reports-live.ts); the slip's 30 s re-read also covers the
 * time the live channel is down or switched off.
 */
export function useOpenBetsPage(page: number) {
  const isPlayer = useSession(selectIsPlayerSession);
  const query = useQuery({
    queryKey: betReportKeys.openBetsPage(page, OPEN_BETS_PAGE_SIZE),
    enabled: isPlayer,
    refetchInterval: OPEN_BETS_REFRESH_MS,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getOpenBetsPage(page, OPEN_BETS_PAGE_SIZE, signal),
  });
  return { ...query, page: shownPage(query.data, query.isError, OPEN_BETS_PAGE_SIZE) };
}
