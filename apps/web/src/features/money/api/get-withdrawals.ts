import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type WithdrawRequest } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { selectIsPlayerSession, useSession } from '../../../lib/session-store';
import { moneyKeys } from '../lib/query-keys';
import { shownPage, type Paged } from '../../../lib/paged';
import type { StatusFilter } from '../lib/request-status';

/** GET api/user/withdraw: one page of the player's withdrawal requests, newest first. */
export async function getWithdrawals(
  status: StatusFilter,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<Paged<WithdrawRequest>> {
  return callApi(routes.money.getWithdrawals, { query: { status, page, limit }, signal });
}

/**
 * One page of withdrawal requests; the previous page stays while the next loads. A failed load
 * shows an empty list (docs/product.md §8). Live messages refresh it (use-money-live.ts).
 */
export function useWithdrawalsPage(status: StatusFilter, page: number, limit: number) {
  const isPlayer = useSession(selectIsPlayerSession);
  const query = useQuery({
    queryKey: moneyKeys.withdrawalsPage(status, page, limit),
    enabled: isPlayer,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getWithdrawals(status, page, limit, signal),
  });
  return { ...query, page: shownPage(query.data, query.isError, limit) };
}
