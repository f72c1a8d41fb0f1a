import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type B2cDashboardQuery } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

/** GET api/{role}/dashboard/b2c: the downline's money, players and P/L per IST day. */
export function useB2cDashboard(query: B2cDashboardQuery) {
  return useQuery({
    queryKey: ['dashboard', 'b2c', query],
    queryFn: async ({ signal }) => (await callApi(routes.dashboard.getB2cDashboard, { query, signal })).docs,
    placeholderData: keepPreviousData,
  });
}
