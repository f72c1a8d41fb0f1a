import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_MESSAGES, routes, type Complaint } from '@backlay/contract';
import { callApi, parseApiError } from '../../../lib/api-client';
import { complaintKeys } from '../lib/query-keys';

/** PATCH api/user/complain: the player closes its own complaint. */
export async function closeComplaint(complainId: string): Promise<Complaint> {
  return (await callApi(routes.complaints.closeOwnComplaint, { body: { complainId } })).docs;
}

export function useCloseComplaint() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeComplaint,
    onSuccess: () => {
      toast.success(t('complaints.closedToast', COMPLAINT_MESSAGES.closed));
      void queryClient.invalidateQueries({ queryKey: complaintKeys.all });
    },
    onError: (err) => toast.error(parseApiError(err)),
  });
}
