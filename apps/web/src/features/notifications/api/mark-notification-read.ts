import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { routes, type Notification } from '@backlay/contract';
import { callApi, parseApiError } from '../../../lib/api-client';
import { notificationKeys } from '../../../components/layout/notification-bell';

/** PATCH api/{role}/notification?notificationId=…: marks one notification read. */
export async function markNotificationRead(notificationId: string): Promise<Notification> {
  return (await callApi(routes.notifications.markNotificationRead, { query: { notificationId } })).docs;
}

/** Marks read quietly (the card changes); a failure toasts the server's message. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    onError: (err) => toast.error(parseApiError(err)),
  });
}
