import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import type { Purpose } from '../lib/payment-type-form';

export const paymentTypesKey = (purpose: Purpose, whiteLabelId: string | null) =>
  ['paymentTypes', purpose, whiteLabelId ?? 'site'] as const;

/**
 * GET api/{role}/setting/depositType (deposit) or .../paymentMethodType (withdraw): every method
 * of the white label, inactive ones too. The administrator names the label only when the
 * console's host is not one of a site (the server takes the host's label otherwise).
 */
export function usePaymentTypes(purpose: Purpose, whiteLabelId: string | null, opts: { enabled: boolean }) {
  return useQuery({
    queryKey: paymentTypesKey(purpose, whiteLabelId),
    enabled: opts.enabled,
    queryFn: async ({ signal }) => {
      const def = purpose === 'deposit' ? routes.money.getDepositTypes : routes.money.getPaymentMethodTypes;
      return (await callApi(def, { query: whiteLabelId ? { whiteLabelId } : {}, signal })).docs;
    },
  });
}
