import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type Pts, type WithdrawRequest } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/account-queries';
import { moneyKeys } from '../lib/query-keys';

/** POST api/user/withdraw { amount, accountId }: the amount is held at once until staff decide. */
export async function requestWithdrawal(input: { amount: string; accountId: string }): Promise<WithdrawRequest & { pts: Pts }> {
  return (await callApi(routes.money.requestWithdrawal, { body: input })).docs;
}

/** On success the held points show at once and the request lists are re-read. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: ({ pts }) => {
      queryClient.setQueryData(accountKeys.pts, pts);
      void queryClient.invalidateQueries({ queryKey: moneyKeys.requests });
    },
  });
}
