import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type MARKET_PL_SORTS } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { reportKeys } from '../lib/report-keys';

export type MarketPlSort = (typeof MARKET_PL_SORTS)[number];

export interface MarketPlFilter {
  page: number;
  limit: number;
  startDate: string;
  endDate: string;
  sortBy: MarketPlSort;
  sortOrder: 'asc' | 'desc';
  search?: string;
  eventTypeId?: string | undefined;
}

/** GET api/{role}/report/marketPl: the downline's P/L per market, with the caller's own ledger P/L. */
export function useMarketPl(query: MarketPlFilter) {
  return useQuery({
    queryKey: reportKeys.marketPl(query),
    queryFn: ({ signal }) => callApi(routes.staffReports.getMarketPl, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
