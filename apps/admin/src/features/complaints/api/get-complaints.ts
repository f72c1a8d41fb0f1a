import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ComplaintListQuery } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { complaintKeys, complaintRoutesOf } from './complaint-routes';

/** GET api/{role}/complain (or api/{role}/user/complain): the downline players' complaints. */
export function useStaffComplaints(query: ComplaintListQuery) {
  const role = useSession((s) => s.userType);
  return useQuery({
    queryKey: complaintKeys.list({ ...query, role }),
    queryFn: ({ signal }) => callApi(complaintRoutesOf(role).list, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
