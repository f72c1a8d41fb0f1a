import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { StatusLayout } from './status-layout';

/**
 * The session was opened in another window or replaced by another login. "Close the Screen"
 * closes the tab when the browser allows it; otherwise the stale session is dropped and the
 * site starts again at / so this tab cannot act on the account.
 */
export function DuplicateScreenPage() {
  const { t } = useTranslation();
  const closeScreen = () => {
    window.close();
    window.setTimeout(() => {
      useSession.getState().clear();
      useSession.getState().setDuplicateScreen(false);
      window.location.replace('/');
    }, 300);
  };
  return (
    <StatusLayout
      icon="monitor"
      tone="danger"
      eyebrow={t('system.oops', 'OOPS!')}
      title={t('system.duplicateTitle', 'Duplicate Screen or UnAuthorized Access')}
    >
      <button type="button" className="btn btn-accent min-h-11 px-6" onClick={closeScreen}>
        {t('system.closeTheScreen', 'Close the Screen')}
      </button>
    </StatusLayout>
  );
}
