import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { BrowserAlerts } from '../components/browser-alerts';
import { NotificationList } from '../components/notification-list';
import { LoginPrompt } from '../../../components/ui/login-prompt';

/**
 * /notification (docs/product.md §2): the account's notifications with read state, mark read and
 * delete, and the polite offer of browser alerts. New broadcasts arrive live (toast, badge and
 * this list refresh: components/layout/notification-bell.tsx).
 */
export function NotificationRoute() {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
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
        <LoginPrompt
          message={t('notifications.loginToContinue', 'Please log in to continue.')}
          loginLabel={t('notifications.login', 'Login')}
        />
      )}
    </section>
  );
}
