import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type HistoryBet } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { selectIsPlayerSession, useSession } from '../../../lib/session-store';
import { historyQuery, type HistoryFilter } from '../lib/history-filter';
import { betReportKeys } from '../lib/query-keys';
import { shownPage, type Paged } from '../../../lib/paged';

export const HISTORY_PAGE_SIZE = 20;

/** GET api/user/openBet/history: the player's past bets under the filter, newest first. */
export async function getBetHistory(filter: HistoryFilter, page: number, limit: number, signal?: AbortSignal): Promise<Paged<HistoryBet>> {
  return callApi(routes.betting.getBetHistory, { query: { ...historyQuery(filter), page, limit }, signal });
}

export function useBetHistory(filter: HistoryFilter, page: number) {
  const isPlayer = useSession(selectIsPlayerSession);
  const query = useQuery({
    queryKey: betReportKeys.historyPage(filter, page, HISTORY_PAGE_SIZE),
    enabled: isPlayer,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getBetHistory(filter, page, HISTORY_PAGE_SIZE, signal),
  });
  return { ...query, page: shownPage(query.data, query.isError, HISTORY_PAGE_SIZE) };
}
