import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/account-queries';
import { moneyKeys } from '../lib/money-keys';
import type { Decision } from '../lib/decision';

/**
 * PATCH api/{role}/withdraw. Approval pays the held amount out to the decider's wallet; a
 * payout is never partial, so the amount is always the requested one. An approval may carry
 * the payout's bank reference (`utr`); none is sent when it is empty.
 */
export async function decideWithdrawal(withdrawId: string, d: Decision) {
  return callApi(routes.money.decideWithdrawal, {
    body: {
      withdrawId,
      action: d.action,
      remarks: d.remarks,
      transactionCode: d.transactionCode,
      amount: d.amount,
      ...(d.utr ? { utr: d.utr } : {}),
    },
  });
}

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ withdrawId, decision }: { withdrawId: string; decision: Decision }) => decideWithdrawal(withdrawId, decision),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.pts }),
      ]);
    },
  });
}
