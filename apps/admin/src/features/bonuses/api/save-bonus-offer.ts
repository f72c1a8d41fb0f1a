import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type BonusOfferInput, type BonusOfferUpdate } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { bonusOffersKey } from './get-bonus-offers';

/** POST (new) or PUT (edit, deactivate) api/{role}/setting/bonus, then the list reloads. */
export function useSaveBonusOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: 'create'; body: BonusOfferInput } | { kind: 'update'; body: BonusOfferUpdate }) =>
      input.kind === 'create'
        ? callApi(routes.bonuses.createBonusOffer, { body: input.body })
        : callApi(routes.bonuses.updateBonusOffer, { body: input.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bonusOffersKey }),
  });
}
