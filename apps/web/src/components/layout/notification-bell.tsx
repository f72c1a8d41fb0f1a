import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routes } from '@backlay/contract';
import { callApi } from '../../lib/api-client';
import { selectHasSession, useSession } from '../../lib/session-store';
import { live } from '../../lib/live/live-socket';
import { paths } from '../../config/paths';
import { useRouteAvailability } from './route-availability';

/**
 * Query keys of the caller's notifications. The header badge and the /notification screen
 * (features/notifications) share them, so reading or deleting there updates the badge.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  page: (page: number) => ['notifications', 'page', page] as const,
};

/** The unread count: one row of the list is enough, the count comes beside it. */
function useUnreadCount(isEnabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.unread,
    enabled: isEnabled,
    queryFn: ({ signal }) => callApi(routes.notifications.getNotifications, { query: { page: 1, limit: 1 }, signal }),
    select: (list) => list.unreadCount,
  });
}

/**
 * A broadcast that arrives live refreshes the lists and badge (the toast itself is the live
 * provider's); when the page is in the background and the player allowed it, the browser shows
 * it as a system notification too.
 */
function useBroadcastRefresh(isEnabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled) return;
    return live.on('getBroadcastNotification', ({ title, description, image }) => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !document.hidden) return;
      try {
        new Notification(title, { body: description, ...(image ? { icon: image } : {}) });
      } catch (err) {
        // Some mobile browsers only show notifications from a service worker.
        console.info('browser notification not shown', err);
      }
    });
  }, [isEnabled, queryClient]);
}

/** Header bell with the unread badge (docs/product.md §2 /notification), for signed-in accounts. */
export function NotificationBell({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const hasSession = useSession(selectHasSession);
  const isAvailable = useRouteAvailability();
  const isEnabled = isLogin && isAvailable(paths.notification);
  // The bell shows behind the forced password change; its count waits for the change.
  const { data: unread = 0 } = useUnreadCount(isEnabled && hasSession);
  useBroadcastRefresh(isEnabled && hasSession);
  if (!isEnabled) return null;
  const label =
    unread > 0
      ? t('header.notificationsUnread', 'Notifications, {{count}} unread', { count: unread })
      : t('header.notifications', 'Notifications');
  return (
    <Link
      to={paths.notification}
      aria-label={label}
      title={label}
      className={`relative inline-grid size-10 shrink-0 place-items-center rounded-lg hover:bg-black/5 dark:hover:bg-white/10 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width={20}
        height={20}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 && (
        <span
          data-testid="notification-badge"
          className="absolute top-0.5 right-0.5 grid min-w-5 place-items-center rounded-full bg-danger px-1 text-[11px] leading-5 font-bold text-white tabular-nums"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
