import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

export interface CasinoReconciliationFilter {
  startDate: string;
  endDate: string;
  providerId?: string | undefined;
  roundId?: string | undefined;
}

/**
 * GET api/{role}/casino/reconciliation: what our wallet recorded per provider, and per round
 * (paged), over the filter's India days.
 */
export function useCasinoReconciliation(filter: CasinoReconciliationFilter, page: number, limit: number) {
  const query = { ...filter, page, limit };
  return useQuery({
    queryKey: ['casino', 'reconciliation', query] as const,
    queryFn: ({ signal }) => callApi(routes.casino.getCasinoReconciliation, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
