import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type CASINO_HISTORY_STATUSES, type CasinoGameType } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { betKeys } from '../lib/bet-keys';

export interface CasinoOpenFilter {
  page: number;
  limit: number;
  userId?: string | undefined;
}

export interface CasinoHistoryFilter {
  startDate: string;
  endDate: string;
  status: (typeof CASINO_HISTORY_STATUSES)[number];
  gameType?: CasinoGameType | undefined;
  userId?: string | undefined;
}

/** GET api/{role}/user/casino/openBet: open casino rounds of the downline, every provider, newest first. */
export function useDownlineCasinoOpen(query: CasinoOpenFilter) {
  return useQuery({
    queryKey: betKeys.casinoOpen(query),
    queryFn: ({ signal }) => callApi(routes.casino.getDownlineCasinoOpenBets, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

/** GET api/{role}/user/casino/openBet/history: the downline's past rounds under a filter, paged. */
export function useDownlineCasinoHistory(filter: CasinoHistoryFilter, page: number, limit: number) {
  const query = { ...filter, page, limit };
  return useQuery({
    queryKey: betKeys.casinoHistory(query),
    queryFn: ({ signal }) => callApi(routes.casino.getDownlineCasinoHistory, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET api/{role}/user/casino/openBet/history/details: totals of the same filter as the history. */
export function useDownlineCasinoTotals(filter: CasinoHistoryFilter) {
  return useQuery({
    queryKey: betKeys.casinoTotals(filter),
    queryFn: ({ signal }) => callApi(routes.casino.getDownlineCasinoHistoryDetails, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}
