import { useQuery } from '@tanstack/react-query';
import { routes, type PaymentMethod } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { selectIsPlayerSession, useSession } from '../../../lib/session-store';
import { moneyKeys } from '../lib/query-keys';
import { sortMethods } from '../lib/deposit-rules';

/** GET api/user/setting/paymentMethodType?active=true: the kinds of account a player withdraws to. */
export async function getWithdrawTypes(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return sortMethods((await callApi(routes.money.getPaymentMethodTypes, { query: { active: 'true' }, signal })).docs);
}

export function useWithdrawTypes(isEnabled = true) {
  const isPlayer = useSession(selectIsPlayerSession);
  return useQuery({
    queryKey: moneyKeys.withdrawTypes,
    enabled: isPlayer && isEnabled,
    queryFn: ({ signal }) => getWithdrawTypes(signal),
  });
}
