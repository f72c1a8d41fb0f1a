import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { betKeys } from '../lib/bet-keys';
import type { BetHistoryFilter } from './get-downline-bet-history';

/** GET api/{role}/user/openBet/history/details: totals of the same filter as the history. */
export function useDownlineBetTotals(filter: BetHistoryFilter) {
  return useQuery({
    queryKey: betKeys.totals(filter),
    queryFn: ({ signal }) => callApi(routes.betting.getDownlineBetHistoryDetails, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}
