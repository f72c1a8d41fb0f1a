import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { routes } from '@backlay/contract';
import { callApi, parseApiError } from '../../../lib/api-client';
import { notificationKeys } from '../../../components/layout/notification-bell';

/** DELETE api/{role}/notification?notificationId=…: hides one notification for the caller. */
export async function deleteNotification(notificationId: string): Promise<string> {
  return (await callApi(routes.notifications.deleteNotification, { query: { notificationId } })).message;
}

/**
 * Deletes and toasts the server's success ('Deleted Successfull'); a failure shows the
 * server's message as it is (docs/product.md §8).
 */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: (message) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    onError: (err) => toast.error(parseApiError(err)),
  });
}
