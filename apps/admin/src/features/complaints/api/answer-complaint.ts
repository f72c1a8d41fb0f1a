import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerComplaintBody } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { complaintKeys, complaintRoutesOf } from './complaint-routes';

/** PATCH api/{role}/complain (or .../user/complain): answer, or close with an optional last answer. */
export function useAnswerComplaint() {
  const role = useSession((s) => s.userType);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerComplaintBody) => callApi(complaintRoutesOf(role).answer, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: complaintKeys.all }),
  });
}
