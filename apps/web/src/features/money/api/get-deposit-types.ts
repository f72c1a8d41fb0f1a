import { useQuery } from '@tanstack/react-query';
import { routes, type PaymentMethod } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { selectIsPlayerSession, useSession } from '../../../lib/session-store';
import { moneyKeys } from '../lib/query-keys';
import { sortMethods } from '../lib/deposit-rules';

/** GET api/user/setting/depositType?active=true: where the player can send a deposit, in sort order. */
export async function getDepositTypes(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return sortMethods((await callApi(routes.money.getDepositTypes, { query: { active: 'true' }, signal })).docs);
}

export function useDepositTypes() {
  const isPlayer = useSession(selectIsPlayerSession);
  return useQuery({ queryKey: moneyKeys.depositTypes, enabled: isPlayer, queryFn: ({ signal }) => getDepositTypes(signal) });
}
