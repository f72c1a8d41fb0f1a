import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@backlay/contract';
import { Pager } from '../../../components/ui/pager';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useDeleteNotification } from '../api/delete-notification';
import { siteDateTime } from '../../../lib/site-time';

/** The caller's notifications, newest first: unread ones marked, each can be read or deleted. */
export function NotificationList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useNotifications(page);

  if (query.isLoading) return <p className="text-sm text-muted">{t('notifications.loading', 'Loading…')}</p>;
  if (query.isError || !query.data || query.data.docs.length === 0) {
    return <p className="card p-6 text-center text-sm text-muted">{t('notifications.none', 'No Data Found')}</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {t('notifications.unreadCount', '{{count}} unread', { count: query.data.unreadCount })}
      </p>
      <ul className="flex flex-col gap-3">
        {query.data.docs.map((n) => (
          <NotificationCard key={n._id} notification={n} />
        ))}
      </ul>
      <Pager page={page} info={query.data} onPage={setPage} />
    </div>
  );
}

function NotificationCard({ notification: n }: { notification: Notification }) {
  const { t, i18n } = useTranslation();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const time = siteDateTime(n.createdAt, i18n.language);
  return (
    <li
      data-testid="notification"
      data-read={n.read}
      className={`card flex flex-col gap-2 p-4 ${n.read ? '' : 'border-l-4 border-l-accent'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-base font-bold break-words">
          {!n.read && (
            <span
              className="mr-2 inline-block size-2 rounded-full bg-accent align-middle"
              aria-label={t('notifications.unread', 'Unread')}
            />
          )}
          {n.title}
        </h2>
        <span className="shrink-0 text-xs text-muted">{time}</span>
      </div>
      {n.image && <img src={n.image} alt="" className="max-h-48 w-full rounded-lg object-cover" loading="lazy" />}
      <p className="text-sm break-words whitespace-pre-wrap">{n.description}</p>
      <div className="flex justify-end gap-2">
        {!n.read && (
          <button type="button" className="btn btn-ghost min-h-9" disabled={markRead.isPending} onClick={() => markRead.mutate(n._id)}>
            {t('notifications.markRead', 'Mark as read')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-ghost min-h-9 text-danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(n._id)}
        >
          {t('notifications.delete', 'Delete')}
        </button>
      </div>
    </li>
  );
}
