import { useQuery } from '@tanstack/react-query';
import { routes, type WithdrawAccount } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { selectIsPlayerSession, useSession } from '../../../lib/session-store';
import { moneyKeys } from '../lib/query-keys';

/** GET api/user/account: the player's withdrawal accounts, primary first. */
export async function getAccounts(signal?: AbortSignal): Promise<WithdrawAccount[]> {
  return (await callApi(routes.money.getAccounts, { signal })).docs;
}

export function useAccounts() {
  const isPlayer = useSession(selectIsPlayerSession);
  return useQuery({ queryKey: moneyKeys.accounts, enabled: isPlayer, queryFn: ({ signal }) => getAccounts(signal) });
}
