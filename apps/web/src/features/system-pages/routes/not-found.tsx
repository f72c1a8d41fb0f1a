import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { StatusLayout } from '../status-layout';

/** Any unknown path (docs/product.md §2). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <StatusLayout
      icon="alert"
      fullScreen={false}
      eyebrow="404"
      title={t('system.notFoundTitle', 'OPS! Page not found')}
      message={t('system.notFoundMessage', 'Sorry, the page your are looking for does not exist.')}
    >
      <Link to={paths.home} className="btn btn-accent min-h-11 px-6">
        <span>{t('system.goHome', 'Go to Home')}</span>
      </Link>
    </StatusLayout>
  );
}
