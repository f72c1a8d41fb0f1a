import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';

export const broadcastKeys = {
  all: ['broadcasts'] as const,
  page: (page: number) => ['broadcasts', page] as const,
};

/** GET api/{role}/notification/broadcast: what the caller has sent, newest first. */
export function useSentBroadcasts(page: number) {
  return useQuery({
    queryKey: broadcastKeys.page(page),
    queryFn: ({ signal }) => callApi(routes.notifications.getSentBroadcasts, { query: { page, limit: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}
