import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type BetHistoryTotals } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { selectIsPlayerSession, useSession } from '../../../lib/session-store';
import { historyQuery, type HistoryFilter } from '../lib/history-filter';
import { betReportKeys } from '../lib/query-keys';

/** GET api/user/openBet/history/details: the totals of every past bet under the filter (all pages). */
export async function getBetHistoryDetails(filter: HistoryFilter, signal?: AbortSignal): Promise<BetHistoryTotals> {
  return (await callApi(routes.betting.getBetHistoryDetails, { query: historyQuery(filter), signal })).docs;
}

export function useBetHistoryDetails(filter: HistoryFilter) {
  const isPlayer = useSession(selectIsPlayerSession);
  return useQuery({
    queryKey: betReportKeys.historyTotals(filter),
    enabled: isPlayer,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getBetHistoryDetails(filter, signal),
  });
}
