import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type BetHistoryStatus } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { betKeys } from '../lib/bet-keys';

export interface BetHistoryFilter {
  startDate: string;
  endDate: string;
  status: BetHistoryStatus;
  eventTypeId?: string | undefined;
  userId?: string | undefined;
  eventId?: string | undefined;
  marketId?: string | undefined;
}

/** GET api/{role}/user/openBet/history: the downline's past bets under a filter, paged. */
export function useDownlineBetHistory(filter: BetHistoryFilter, page: number, limit: number) {
  const query = { ...filter, page, limit };
  return useQuery({
    queryKey: betKeys.history(query),
    queryFn: ({ signal }) => callApi(routes.betting.getDownlineBetHistory, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
