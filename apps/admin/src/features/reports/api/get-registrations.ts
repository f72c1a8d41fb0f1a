import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type RegistrationsQuery } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { reportKeys } from '../lib/report-keys';

/** GET api/{role}/report/registrations: the downline's tracked sign-ups, newest first. */
export function useRegistrations(query: RegistrationsQuery) {
  return useQuery({
    queryKey: reportKeys.registrations(query),
    queryFn: ({ signal }) => callApi(routes.entryLinks.getRegistrations, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
