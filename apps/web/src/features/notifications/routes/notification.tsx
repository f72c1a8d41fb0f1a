import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { BrowserAlerts } from '../components/browser-alerts';
import { NotificationList } from '../components/notification-list';

/**
 * /notification (platform-core §2): the account's notifications with read state, mark read and
 * delete, and the polite offer of browser alerts. New broadcasts arrive live (toast, badge and
 * this list refresh: components/layout/notification-bell.tsx).
 */
export function NotificationRoute() {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  useLoginWhenSignedOut(paths.notification);
  return (
    <section
      aria-labelledby="notification-title"
      className="mx-auto flex w-full max-w-2xl min-w-0 flex-col gap-4 px-3 py-4 nav:px-6 nav:py-6"
    >
      <h1 id="notification-title" className="text-xl font-black tracking-tight sm:text-2xl">
        {t('notifications.title', 'Notifications')}
      </h1>
      {isLogin ? (
        <>
          <BrowserAlerts />
          <NotificationList />
        </>
      ) : (
        <div className="flex flex-col items-center gap-4 py-8 text-center">
          <p>{t('notifications.loginToContinue', 'Please log in to continue.')}</p>
          <button type="button" className="btn btn-primary w-full max-w-xs" onClick={() => openAuthPopup('login')}>
            {t('notifications.login', 'Login')}
          </button>
        </div>
      )}
    </section>
  );
}
