import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';

/** "Home / {title}" above a content page (legal pages, Promotions). */
export function PageBreadcrumb({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('legal.breadcrumb', 'Breadcrumb')} className="text-sm text-muted">
      <Link to={paths.home} className="hover:text-fg">
        {t('nav.home', 'Home')}
      </Link>
      <span aria-hidden="true" className="mx-2">
        /
      </span>
      <span aria-current="page">{title}</span>
    </nav>
  );
}
