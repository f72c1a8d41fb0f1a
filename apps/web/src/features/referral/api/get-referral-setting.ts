import { useQuery } from '@tanstack/react-query';
import { routes, type ReferralSetting } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { selectIsPlayerSession, useSession } from '../../../lib/session-store';

export const referralKeys = { setting: ['referral', 'setting'] as const };

/** GET api/user/setting/referral: Refer and Earn figures of the site and the player's code. */
export async function getReferralSetting(signal?: AbortSignal): Promise<ReferralSetting> {
  return (await callApi(routes.tenancy.getReferralSetting, { signal })).docs;
}

export function useReferralSetting() {
  const isPlayer = useSession(selectIsPlayerSession);
  return useQuery({
    queryKey: referralKeys.setting,
    enabled: isPlayer,
    queryFn: ({ signal }) => getReferralSetting(signal),
    staleTime: 60_000,
  });
}
