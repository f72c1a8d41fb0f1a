import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes, type TransactionList, type TransactionType } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { useLiveMessage } from '../../../lib/live/use-live';
import { selectIsPlayerSession, useSession } from '../../../lib/session-store';

/** Rows per page of the wallet's points transactions (docs/product.md names no transaction page size). */
export const TRANSACTIONS_PAGE_SIZE = 10;

export const transactionKeys = {
  all: ['myWallet', 'transactions'] as const,
  page: (type: TransactionType, page: number) => ['myWallet', 'transactions', { type, page }] as const,
};

/** GET api/user/transaction: one page of the player's points movements, all / debit / credit. */
export function getTransactions(type: TransactionType, page: number, signal?: AbortSignal): Promise<TransactionList> {
  return callApi(routes.statements.getTransactions, { query: { type, page, limit: TRANSACTIONS_PAGE_SIZE }, signal });
}

/**
 * One page of the points transactions; the previous page stays while the next loads, and a
 * points update (a deposit approved, a withdrawal paid, a bet settled) reads it again.
 */
export function usePointsTransactions(type: TransactionType, page: number) {
  const isPlayer = useSession(selectIsPlayerSession);
  const queryClient = useQueryClient();
  useLiveMessage('getPtsUpdates', () => void queryClient.invalidateQueries({ queryKey: transactionKeys.all }));
  return useQuery({
    queryKey: transactionKeys.page(type, page),
    enabled: isPlayer,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getTransactions(type, page, signal),
  });
}
