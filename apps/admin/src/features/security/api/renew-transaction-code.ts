import { useMutation } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** POST api/{role}/transactionCode: a new staff transaction code for a current two-factor code; answered once. */
export async function renewTransactionCode(code: string): Promise<string> {
  return (await callApi(routes.auth.transactionCodeRenew, { body: { code } })).docs.transactionCode;
}

export function useRenewTransactionCode() {
  return useMutation({ mutationFn: renewTransactionCode });
}
