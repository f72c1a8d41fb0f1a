import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_MESSAGES, routes, type Complaint, type FileComplaintBody } from '@backlay/contract';
import { callApi, parseApiError } from '../../../lib/api-client';
import { complaintKeys } from '../lib/query-keys';

/** POST api/user/complain: files a complaint (category and text). */
export async function fileComplaint(body: FileComplaintBody): Promise<Complaint> {
  return (await callApi(routes.complaints.fileComplaint, { body })).docs;
}

/** Files, toasts the server's success and reloads the list; a failure toasts the server's message. */
export function useFileComplaint() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileComplaint,
    onSuccess: () => {
      toast.success(t('complaints.filed', COMPLAINT_MESSAGES.filed));
      void queryClient.invalidateQueries({ queryKey: complaintKeys.all });
    },
    onError: (err) => toast.error(parseApiError(err)),
  });
}
