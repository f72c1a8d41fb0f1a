import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { selectHasSession, useSession } from '../../../lib/session-store';
import type { PlRange } from '../lib/pl-range';

/** GET api/{userType}/game/report: the signed-in player's profit and loss over the range. */
export function usePlReport(range: PlRange, enabled: boolean) {
  const hasSession = useSession(selectHasSession);
  return useQuery({
    queryKey: ['plReport', range] as const,
    enabled: hasSession && enabled,
    queryFn: async ({ signal }) => (await callApi(routes.plReport.getPlReport, { query: { ...range, daily: true }, signal })).docs,
  });
}
