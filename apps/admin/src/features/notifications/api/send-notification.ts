import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type SendNotificationBody } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { broadcastKeys } from './get-sent-broadcasts';

/** POST api/{role}/notification: broadcast to the players of the caller's downline. */
export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendNotificationBody) => callApi(routes.notifications.sendNotification, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.all }),
  });
}
