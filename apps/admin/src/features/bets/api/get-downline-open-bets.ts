import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { betKeys } from '../lib/bet-keys';

export interface OpenBetsFilter {
  page: number;
  limit: number;
  userId?: string | undefined;
  eventId?: string | undefined;
  marketId?: string | undefined;
}

/** GET api/{role}/user/openBet: open bets of the whole downline, newest first. */
export function useDownlineOpenBets(query: OpenBetsFilter) {
  return useQuery({
    queryKey: betKeys.open(query),
    queryFn: ({ signal }) => callApi(routes.betting.getDownlineOpenBets, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}
