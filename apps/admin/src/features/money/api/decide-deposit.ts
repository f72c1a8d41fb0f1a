import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/account-queries';
import { moneyKeys } from '../lib/money-keys';
import type { Decision } from '../lib/decision';

/**
 * PATCH api/{role}/deposit. Approval credits the player from the decider's own wallet (the
 * amount may differ from the requested one: what actually arrived), so the balance refreshes.
 */
export async function decideDeposit(depositId: string, d: Decision) {
  return callApi(routes.money.decideDeposit, {
    body: { depositId, action: d.action, remarks: d.remarks, transactionCode: d.transactionCode, amount: d.amount },
  });
}

export function useDecideDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ depositId, decision }: { depositId: string; decision: Decision }) => decideDeposit(depositId, decision),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.pts }),
      ]);
    },
  });
}
