import { useQuery } from '@tanstack/react-query';
import { routes, type CommunicationChannel } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { moneyKeys } from '../lib/query-keys';

/** GET api/user/communicationDetail: the white label's WhatsApp contacts for deposits and withdrawals. */
export async function getCommunicationDetail(signal?: AbortSignal): Promise<CommunicationChannel> {
  return (await callApi(routes.tenancy.getCommunicationDetail, { signal })).docs;
}

/** The contacts change rarely: read once per visit; a failure just hides the WhatsApp option. */
export function useCommunicationDetail() {
  const isPlayer = useSession((s) => s.isLogin && s.userType === 'user');
  return useQuery({
    queryKey: moneyKeys.communication,
    enabled: isPlayer,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => getCommunicationDetail(signal),
  });
}
