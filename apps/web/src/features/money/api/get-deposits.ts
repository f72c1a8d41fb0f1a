import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type DepositRequest } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { selectIsPlayerSession, useSession } from '../../../lib/session-store';
import { moneyKeys } from '../lib/query-keys';
import { shownPage, type Paged } from '../../../lib/paged';
import type { StatusFilter } from '../lib/request-status';

/** GET api/user/deposit: one page of the player's deposit requests, newest first. */
export async function getDeposits(status: StatusFilter, page: number, limit: number, signal?: AbortSignal): Promise<Paged<DepositRequest>> {
  return callApi(routes.money.getDeposits, { query: { status, page, limit }, signal });
}

/**
 * One page of deposit requests; the previous page stays while the next loads. A failed load
 * shows an empty list (docs/product.md §8). Live messages refresh it (use-money-live.ts).
 */
export function useDepositsPage(status: StatusFilter, page: number, limit: number) {
  const isPlayer = useSession(selectIsPlayerSession);
  const query = useQuery({
    queryKey: moneyKeys.depositsPage(status, page, limit),
    enabled: isPlayer,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getDeposits(status, page, limit, signal),
  });
  return { ...query, page: shownPage(query.data, query.isError, limit) };
}
