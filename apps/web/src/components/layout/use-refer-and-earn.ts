import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../lib/api-client';
import { selectIsPlayerSession, useSession } from '../../lib/session-store';

/**
 * Refer and Earn shows when the site's referral data (GET api/user/setting/referral) has a
 * maxBonusAmount and the player is not demo (docs/product.md §6). Same query key as /refer.
 */
export function useReferAndEarn(): boolean {
  const isPlayer = useSession((s) => selectIsPlayerSession(s) && !s.isDemo);
  const q = useQuery({
    queryKey: ['referral', 'setting'],
    enabled: isPlayer,
    staleTime: 60_000,
    queryFn: async ({ signal }) => (await callApi(routes.tenancy.getReferralSetting, { signal })).docs,
  });
  return isPlayer && (q.data?.maxBonusAmount ?? 0) > 0;
}
