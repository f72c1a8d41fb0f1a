import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type COMMISSION_SORTS } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { reportKeys } from '../lib/report-keys';

export type CommissionSort = (typeof COMMISSION_SORTS)[number];

export interface CommissionFilter {
  page: number;
  limit: number;
  startDate: string;
  endDate: string;
  sortBy: CommissionSort;
  sortOrder: 'asc' | 'desc';
  search?: string;
}

/** GET api/{role}/report/commission: commission credited to the downline's players (ledger). */
export function useCommissionReport(query: CommissionFilter) {
  return useQuery({
    queryKey: reportKeys.commission(query),
    queryFn: ({ signal }) => callApi(routes.staffReports.getCommissionReport, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
