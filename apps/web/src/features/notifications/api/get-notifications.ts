import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type NotificationList } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { notificationKeys } from '../../../components/layout/notification-bell';

export const NOTIFICATION_PAGE_SIZE = 10;

/** GET api/{role}/notification: one page of the caller's notifications with the unread count. */
export async function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationList> {
  return callApi(routes.notifications.getNotifications, { query: { page, limit: NOTIFICATION_PAGE_SIZE }, signal });
}

export function useNotifications(page: number) {
  const isLogin = useSession((s) => s.isLogin);
  return useQuery({
    queryKey: notificationKeys.page(page),
    enabled: isLogin,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getNotifications(page, signal),
  });
}
