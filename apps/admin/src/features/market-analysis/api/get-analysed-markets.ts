import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MARKET_ANALYSIS_REFRESH_MS, routes, type PageQuery } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

export const analysisKeys = {
  markets: (q: Partial<PageQuery>) => ['market-analysis', 'markets', q] as const,
  book: (marketId: string) => ['market-analysis', 'book', marketId] as const,
};

/** GET api/{role}/market-analysis: markets with open bets in the downline, polled like the book. */
export function useAnalysedMarkets(query: Partial<PageQuery>) {
  return useQuery({
    queryKey: analysisKeys.markets(query),
    queryFn: ({ signal }) => callApi(routes.marketAnalysis.getAnalysedMarkets, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: MARKET_ANALYSIS_REFRESH_MS,
  });
}
