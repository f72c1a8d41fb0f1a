import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEPOSIT_PROOF_FIELD, routes, type DepositRequest } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { moneyKeys } from '../lib/query-keys';

export interface DepositSubmission {
  depositTypeId: string;
  amount: string;
  /** Empty: the server reads the 12-digit UTR from the receipt. */
  utr: string;
  bonusId: string;
  image: File;
}

/** What the drawer needs back: the request, and whether the server read the UTR from the receipt. */
export interface DepositResult {
  deposit: DepositRequest;
  isUtrFetched: boolean;
}

/** POST api/user/deposit (multipart): depositTypeId, amount, utr, bonusId and the proof image (docs/product.md §7). */
export async function requestDeposit(input: DepositSubmission): Promise<DepositResult> {
  const form = new FormData();
  form.set('depositTypeId', input.depositTypeId);
  form.set('amount', input.amount);
  form.set('utr', input.utr);
  form.set('bonusId', input.bonusId);
  form.set(DEPOSIT_PROOF_FIELD, input.image, input.image.name);
  const res = await callApi(routes.money.requestDeposit, { form });
  return { deposit: res.docs, isUtrFetched: res.utrFetched };
}

/** After a deposit the first page of requests is read again (§4: "the first 5 deposits are then reloaded"). */
export function useRequestDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDeposit,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: moneyKeys.requests }),
  });
}
