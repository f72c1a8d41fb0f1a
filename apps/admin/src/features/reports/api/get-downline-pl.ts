import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type DOWNLINE_PL_SORTS } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { reportKeys } from '../lib/report-keys';

export type DownlinePlSort = (typeof DOWNLINE_PL_SORTS)[number];

export interface DownlinePlFilter {
  page: number;
  limit: number;
  startDate: string;
  endDate: string;
  sortBy: DownlinePlSort;
  sortOrder: 'asc' | 'desc';
  search?: string;
  userId?: string | undefined;
}

/** GET api/{role}/report/downlinePl: each direct child (of the caller or `userId`) with its subtree's P/L. */
export function useDownlinePl(query: DownlinePlFilter) {
  return useQuery({
    queryKey: reportKeys.downlinePl(query),
    queryFn: ({ signal }) => callApi(routes.staffReports.getDownlinePl, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
