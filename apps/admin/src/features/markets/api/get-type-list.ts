import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { marketKeys } from './market-keys';

/** GET api/{role}/game/typeList: every sport with its switch. */
export function useTypeList() {
  return useQuery({
    queryKey: marketKeys.typeList,
    queryFn: async ({ signal }) => (await callApi(routes.marketAdmin.getTypeList, { signal })).docs,
  });
}
