import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type PaymentMethodInput, type PaymentMethodUpdate } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import type { Purpose } from '../lib/payment-type-form';

export type SavePaymentType =
  | { kind: 'create'; purpose: Purpose; body: PaymentMethodInput }
  | { kind: 'update'; purpose: Purpose; id: string; body: PaymentMethodUpdate };

/** POST (new) or PUT (edit, activate, deactivate) a deposit or withdraw type, then the list reloads. */
export function useSavePaymentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePaymentType) => {
      if (input.kind === 'create') {
        return callApi(input.purpose === 'deposit' ? routes.money.createDepositType : routes.money.createPaymentMethodType, {
          body: input.body,
        });
      }
      return input.purpose === 'deposit'
        ? callApi(routes.money.updateDepositType, { body: { ...input.body, depositTypeId: input.id } })
        : callApi(routes.money.updatePaymentMethodType, { body: { ...input.body, paymentMethodTypeId: input.id } });
    },
    onSettled: (_res, _err, input) => queryClient.invalidateQueries({ queryKey: ['paymentTypes', input.purpose] }),
  });
}
