import { useQuery } from '@tanstack/react-query';
import { routes, type BonusOffer } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { selectIsPlayerSession, useSession } from '../../../lib/session-store';
import { bonusKeys } from '../lib/bonus-keys';

/** GET api/user/setting/bonus?active=true: the offers the player can claim now. */
export async function getBonusOffers(signal?: AbortSignal): Promise<BonusOffer[]> {
  return (await callApi(routes.bonuses.getBonusOffers, { query: { active: 'true' }, signal })).docs;
}

export function useBonusOffers() {
  const isPlayer = useSession(selectIsPlayerSession);
  return useQuery({ queryKey: bonusKeys.offers, enabled: isPlayer, queryFn: ({ signal }) => getBonusOffers(signal) });
}
