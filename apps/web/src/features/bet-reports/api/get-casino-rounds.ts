import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type CasinoHistoryTotals, type CasinoRound } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { selectIsPlayerSession, useSession } from '../../../lib/session-store';
import { casinoHistoryQuery, type CasinoHistoryFilter } from '../lib/casino-filter';
import { betReportKeys } from '../lib/query-keys';
import { shownPage, type Paged } from '../../../lib/paged';

export const CASINO_PAGE_SIZE = 20;
/** The casino tab re-reads on this pace too, in case the live channel is down (as the sports tab). */
const CASINO_REFRESH_MS = 30_000;

/** GET api/user/casino/openBet: the player's open rounds of every provider, newest first. */
export async function getCasinoOpenPage(page: number, limit: number, signal?: AbortSignal): Promise<Paged<CasinoRound>> {
  return callApi(routes.casino.getCasinoOpenBets, { query: { page, limit }, signal });
}

/** GET api/user/casino/openBet/history: past rounds (settled, cancelled) under the filter. */
export async function getCasinoHistory(
  filter: CasinoHistoryFilter,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<Paged<CasinoRound>> {
  return callApi(routes.casino.getCasinoHistory, { query: { ...casinoHistoryQuery(filter), page, limit }, signal });
}

/** GET api/user/casino/openBet/history/details: the totals of every past round under the filter. */
export async function getCasinoHistoryDetails(filter: CasinoHistoryFilter, signal?: AbortSignal): Promise<CasinoHistoryTotals> {
  return (await callApi(routes.casino.getCasinoHistoryDetails, { query: casinoHistoryQuery(filter), signal })).docs;
}

function useIsPlayer() {
  return useSession(selectIsPlayerSession);
}

export function useCasinoOpenPage(page: number) {
  const query = useQuery({
    queryKey: betReportKeys.casinoOpenPage(page, CASINO_PAGE_SIZE),
    enabled: useIsPlayer(),
    refetchInterval: CASINO_REFRESH_MS,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getCasinoOpenPage(page, CASINO_PAGE_SIZE, signal),
  });
  return { ...query, page: shownPage(query.data, query.isError, CASINO_PAGE_SIZE) };
}

export function useCasinoHistory(filter: CasinoHistoryFilter, page: number) {
  const query = useQuery({
    queryKey: betReportKeys.casinoHistoryPage(filter, page, CASINO_PAGE_SIZE),
    enabled: useIsPlayer(),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getCasinoHistory(filter, page, CASINO_PAGE_SIZE, signal),
  });
  return { ...query, page: shownPage(query.data, query.isError, CASINO_PAGE_SIZE) };
}

export function useCasinoHistoryDetails(filter: CasinoHistoryFilter) {
  return useQuery({
    queryKey: betReportKeys.casinoHistoryTotals(filter),
    enabled: useIsPlayer(),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getCasinoHistoryDetails(filter, signal),
  });
}
