import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type NotificationList } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { selectHasSession, useSession } from '../../../lib/session-store';
import { notificationKeys } from '../../../components/layout/notification-bell';

export const NOTIFICATION_PAGE_SIZE = 10;

/** GET api/{role}/notification: one page of the caller's notifications with the unread count. */
export async function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationList> {
  return callApi(routes.notifications.getNotifications, { query: { page, limit: NOTIFICATION_PAGE_SIZE }, signal });
}

export function useNotifications(page: number) {
  const hasSession = useSession(selectHasSession);
  return useQuery({
    queryKey: notificationKeys.page(page),
    enabled: hasSession,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getNotifications(page, signal),
  });
}
