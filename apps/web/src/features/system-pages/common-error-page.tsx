import { useTranslation } from 'react-i18next';
import { StatusLayout } from './status-layout';

/** The common error page (router errorElement and the app's last-resort boundary). */
export function CommonErrorPage({ fullScreen = true }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusLayout
      icon="alert"
      tone="danger"
      fullScreen={fullScreen}
      title={t('common.somethingWentWrong', 'Something Went Wrong, Please Try again!')}
    >
      <button type="button" className="btn btn-accent min-h-11 px-6" onClick={() => window.location.reload()}>
        {t('system.reload', 'Reload')}
      </button>
    </StatusLayout>
  );
}
