import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type StaffEventsQuery } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { marketKeys } from './market-keys';

/** GET api/{role}/market/events: events with their market counts and money matched. */
export function useStaffEvents(query: StaffEventsQuery) {
  return useQuery({
    queryKey: marketKeys.events(query),
    queryFn: ({ signal }) => callApi(routes.marketAdmin.getStaffEvents, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
