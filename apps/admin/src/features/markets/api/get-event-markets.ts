import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { mayCall } from '../../../lib/staff-access';

export const eventMarketsKey = (eventId: string) => ['markets', 'event', eventId] as const;

/**
 * Every market of one event. The administrator's call includes inactive markets; a white
 * label reads the public one (active markets only).
 */
export function useEventMarkets(eventId: string | null) {
  const role = useSession((s) => s.userType);
  const def = mayCall(routes.sports.getAdminEventMarkets, role) ? routes.sports.getAdminEventMarkets : routes.sports.getEventMarkets;
  return useQuery({
    queryKey: eventMarketsKey(eventId ?? ''),
    enabled: eventId !== null,
    queryFn: async ({ signal }) => (await callApi(def, { query: { eventId: eventId! }, signal })).docs,
    refetchInterval: 20_000,
  });
}
