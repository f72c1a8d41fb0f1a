import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Permission = NotificationPermission | 'unsupported';

function currentPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Asks for the browser's notification permission politely: only when the player presses the
 * button (a user gesture, never on page load), and only while the browser has not been asked.
 * A denial is only logged (docs/product.md §8); the in-page toasts keep working either way.
 */
export function BrowserAlerts() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState<Permission>(currentPermission);
  if (permission !== 'default') return null;

  const ask = async () => {
    try {
      const answer = await Notification.requestPermission();
      if (answer === 'denied') console.info('notification permission denied');
      setPermission(answer);
    } catch (err) {
      console.info('notification permission request failed', err);
      setPermission(currentPermission());
    }
  };

  return (
    <div className="card flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">
        {t('notifications.browserAsk', 'Get an alert from your browser when a new message arrives while this tab is in the background?')}
      </p>
      <button type="button" className="btn btn-ghost shrink-0" onClick={() => void ask()}>
        {t('notifications.browserEnable', 'Turn on alerts')}
      </button>
    </div>
  );
}
