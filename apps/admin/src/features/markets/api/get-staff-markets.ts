import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type StaffMarketsQuery } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { marketKeys } from './market-keys';

/** Live Market refreshes this often: prices and statuses move by the second. */
export const LIVE_MARKET_REFRESH_MS = 5_000;

/** GET api/{role}/market/list: markets with status, prices, money matched and result. */
export function useStaffMarkets(query: StaffMarketsQuery, opts: { live?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: marketKeys.list(query),
    queryFn: ({ signal }) => callApi(routes.marketAdmin.getStaffMarkets, { query, signal }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
    refetchInterval: opts.live === false ? false : LIVE_MARKET_REFRESH_MS,
  });
}
