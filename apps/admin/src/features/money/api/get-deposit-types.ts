import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { moneyKeys } from '../lib/money-keys';

/** GET api/{role}/setting/depositType?active=true: the white label's active deposit methods. */
export function useActiveDepositTypes({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: moneyKeys.activeDepositTypes,
    enabled,
    queryFn: ({ signal }) => callApi(routes.money.getDepositTypes, { query: { active: true }, signal }),
    staleTime: 60_000,
  });
}
