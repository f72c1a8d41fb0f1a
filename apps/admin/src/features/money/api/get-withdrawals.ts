import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type RequestListQuery } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { moneyKeys } from '../lib/money-keys';

/** GET api/{role}/withdraw: the downline's withdrawal requests (search: user name or account name). */
export function useWithdrawals(query: RequestListQuery) {
  return useQuery({
    queryKey: moneyKeys.withdrawals(query),
    queryFn: ({ signal }) => callApi(routes.money.getWithdrawals, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
