import { useQuery } from '@tanstack/react-query';
import { MARKET_ANALYSIS_REFRESH_MS, routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { analysisKeys } from './get-analysed-markets';

/**
 * GET api/{role}/market-analysis/book: the chosen market's book across the downline. Live by
 * polling every MARKET_ANALYSIS_REFRESH_MS (5 s), also in a background tab, so an open
 * analysis never shows a stale risk for longer than that.
 */
export function useMarketBook(marketId: string | null) {
  return useQuery({
    queryKey: analysisKeys.book(marketId ?? ''),
    enabled: marketId !== null,
    queryFn: async ({ signal }) =>
      (await callApi(routes.marketAnalysis.getMarketBookAnalysis, { query: { marketId: marketId! }, signal })).docs,
    refetchInterval: MARKET_ANALYSIS_REFRESH_MS,
  });
}
