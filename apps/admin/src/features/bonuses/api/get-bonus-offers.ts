import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

export const bonusOffersKey = ['bonuses', 'offers'] as const;

/** GET api/{role}/setting/bonus: every offer of the staff member's white label (the site's for the administrator). */
export function useBonusOffers() {
  return useQuery({
    queryKey: bonusOffersKey,
    queryFn: async ({ signal }) => (await callApi(routes.bonuses.getBonusOffers, { query: {}, signal })).docs,
  });
}
