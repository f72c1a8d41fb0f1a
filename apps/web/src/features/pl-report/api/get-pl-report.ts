import { useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import type { PlRange } from '../lib/pl-range';

/** GET api/{userType}/game/report: the signed-in player's profit and loss over the range. */
export function usePlReport(range: PlRange, enabled: boolean) {
  const isLogin = useSession((s) => s.isLogin);
  return useQuery({
    queryKey: ['plReport', range] as const,
    enabled: isLogin && enabled,
    queryFn: async ({ signal }) => (await callApi(routes.plReport.getPlReport, { query: { ...range, daily: true }, signal })).docs,
  });
}
