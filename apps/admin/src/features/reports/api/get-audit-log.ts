import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { reportKeys } from '../lib/report-keys';

export interface AuditFilter {
  page: number;
  limit: number;
  startDate: string;
  endDate: string;
  sortOrder: 'asc' | 'desc';
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
}

/** GET api/{role}/audit: who did what, when, before and after, in the caller's downline. */
export function useAuditLog(query: AuditFilter) {
  return useQuery({
    queryKey: reportKeys.audit(query),
    queryFn: ({ signal }) => callApi(routes.staffReports.getAuditLog, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
