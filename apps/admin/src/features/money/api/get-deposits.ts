import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type RequestListQuery } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { moneyKeys } from '../lib/money-keys';

/** GET api/{role}/deposit: the downline's deposit requests (search: user name or UTR). */
export function useDeposits(query: RequestListQuery) {
  return useQuery({
    queryKey: moneyKeys.deposits(query),
    queryFn: ({ signal }) => callApi(routes.money.getDeposits, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
