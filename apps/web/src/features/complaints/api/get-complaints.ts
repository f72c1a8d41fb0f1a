import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type Complaint, type PageInfo } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { selectIsPlayerSession, useSession } from '../../../lib/session-store';
import { COMPLAINT_PAGE_SIZE, complaintKeys, type ComplaintStatusFilter } from '../lib/query-keys';

/** GET api/user/complain: one page of the player's complaints, newest first. */
export async function getComplaints(
  status: ComplaintStatusFilter,
  page: number,
  signal?: AbortSignal,
): Promise<PageInfo & { docs: Complaint[] }> {
  return callApi(routes.complaints.getMyComplaints, { query: { status, page, limit: COMPLAINT_PAGE_SIZE }, signal });
}

/** The player's complaints; the previous page stays while the next loads. */
export function useComplaints(status: ComplaintStatusFilter, page: number) {
  const isPlayer = useSession(selectIsPlayerSession);
  return useQuery({
    queryKey: complaintKeys.page(status, page),
    enabled: isPlayer,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getComplaints(status, page, signal),
  });
}
