import { useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from './api-client';
import { useSession } from './session-store';

/** The spec refreshes the maintenance state every 30 s. */
export const MAINTENANCE_REFRESH_MS = 30_000;

export const maintenanceKey = ['maintenance'] as const;

/** GET api/common/maintenance: open to anyone on any served host, during maintenance too. */
export async function getMaintenance(signal?: AbortSignal): Promise<{ isMaintenance: boolean }> {
  return (await callApi(routes.tenancy.getMaintenance, { signal })).docs;
}

/**
 * While the maintenance screen is shown: asks GET api/common/maintenance every 30 s (and on
 * `refetch`, the screen's "Try again"). It starts from "in maintenance", which the API client
 * has just confirmed, so it does not ask again at once. An answer of "not in maintenance"
 * clears the session's flag, which takes the screen away, and marks every other cached answer
 * stale so the pages load fresh (the ones on screen at once, the rest when they mount).
 */
export function useMaintenanceCheck() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: maintenanceKey,
    queryFn: async ({ signal }) => {
      const docs = await getMaintenance(signal);
      if (!docs.isMaintenance) {
        useSession.getState().setMaintenance(false);
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== maintenanceKey[0] });
      }
      return docs;
    },
    initialData: { isMaintenance: true },
    initialDataUpdatedAt: () => Date.now(),
    staleTime: MAINTENANCE_REFRESH_MS,
    refetchInterval: MAINTENANCE_REFRESH_MS,
    // Back on the tab after a while: ask at once rather than at the next tick.
    refetchOnWindowFocus: true,
    // Each showing of the screen starts from the confirmation that brought it up.
    gcTime: 0,
    retry: false,
  });
}
