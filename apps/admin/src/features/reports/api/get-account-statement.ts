import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type StatementFilter } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { reportKeys } from '../lib/report-keys';

export interface StatementQuery {
  userId: string;
  page: number;
  limit: number;
  startDate: string;
  endDate: string;
  filter: StatementFilter;
}

/** GET api/{role}/accountStatement with userId: a downline account's ledger movements. */
export function useAccountStatement(query: StatementQuery | null) {
  return useQuery({
    queryKey: reportKeys.statement(query ?? {}),
    enabled: query !== null,
    queryFn: ({ signal }) => callApi(routes.statements.getAccountStatement, { query: query!, signal }),
    placeholderData: keepPreviousData,
  });
}
