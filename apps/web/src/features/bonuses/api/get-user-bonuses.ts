import { useQuery } from '@tanstack/react-query';
import { routes, type UserBonus } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { selectIsPlayerSession, useSession } from '../../../lib/session-store';
import { bonusKeys } from '../lib/bonus-keys';

/** GET api/user/bonus: the player's bonuses; `pending` = awaiting staff or still wagering. */
export async function getUserBonuses(status: 'all' | 'pending', signal?: AbortSignal): Promise<UserBonus[]> {
  return (await callApi(routes.bonuses.getUserBonuses, { query: { status }, signal })).docs;
}

export function useUserBonuses(status: 'all' | 'pending') {
  const isPlayer = useSession(selectIsPlayerSession);
  return useQuery({ queryKey: bonusKeys.mine(status), enabled: isPlayer, queryFn: ({ signal }) => getUserBonuses(status, signal) });
}
