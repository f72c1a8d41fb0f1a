import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type DepositRequest } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { moneyKeys } from '../lib/query-keys';

export interface GatewayDepositInput {
  paymentType: 'IPAY' | 'XPAY';
  depositTypeId: string;
  amount: string;
  /** Where the gateway sends the player back: our transaction list. */
  redirectUrl: string;
}

export interface GatewayDepositResult {
  deposit: DepositRequest;
  /** The provider's page to open in the new window. */
  paymentUrl: string;
}

/**
 * POST api/user/deposit/iPay | xPay (docs/product.md §7): JSON depositTypeId, amount,
 * redirectUrl; IPAY answers docs.iPayRedirectUrl, XPAY docs.xPayRkey with its page in
 * docs.redirectUrl.
 */
export async function requestGatewayDeposit(input: GatewayDepositInput): Promise<GatewayDepositResult> {
  const body = { depositTypeId: input.depositTypeId, amount: input.amount, redirectUrl: input.redirectUrl };
  if (input.paymentType === 'IPAY') {
    const res = await callApi(routes.paymentGateway.requestIPayDeposit, { body });
    return { deposit: res.docs.deposit, paymentUrl: res.docs.iPayRedirectUrl };
  }
  const res = await callApi(routes.paymentGateway.requestXPayDeposit, { body });
  return { deposit: res.docs.deposit, paymentUrl: res.docs.redirectUrl };
}

/** The new pending request shows in the lists at once (and turns approved on its live message). */
export function useRequestGatewayDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestGatewayDeposit,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: moneyKeys.requests }),
  });
}
