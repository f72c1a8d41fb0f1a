import { useQuery } from '@tanstack/react-query';
import { routes, type Promotion } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** GET api/common/promotions: the site's bonus offers on now (public; the server picks the site by Host). */
export async function getPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  return (await callApi(routes.bonuses.getPromotions, { signal })).docs;
}

export function usePromotions() {
  return useQuery({ queryKey: ['promotions'], queryFn: ({ signal }) => getPromotions(signal), staleTime: 60_000 });
}
