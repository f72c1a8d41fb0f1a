import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';

/** "Home / {title}" above a content page (legal pages, Promotions); `parents` go between (Home / Blogs / a post). */
export function PageBreadcrumb({ title, parents = [] }: { title: string; parents?: readonly { to: string; label: string }[] }) {
  const { t } = useTranslation();
  const slash = (
    <span aria-hidden="true" className="mx-2">
      /
    </span>
  );
  return (
    <nav aria-label={t('legal.breadcrumb', 'Breadcrumb')} className="text-sm text-muted">
      <Link to={paths.home} className="hover:text-fg">
        {t('nav.home', 'Home')}
      </Link>
      {parents.map((p) => (
        <Fragment key={p.to}>
          {slash}
          <Link to={p.to} className="hover:text-fg">
            {p.label}
          </Link>
        </Fragment>
      ))}
      {slash}
      <span aria-current="page">{title}</span>
    </nav>
  );
}
