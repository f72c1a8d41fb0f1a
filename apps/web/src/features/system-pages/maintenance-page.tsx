import { useTranslation } from 'react-i18next';
import { StatusLayout } from './status-layout';

/** Shown to everyone but administrator while the site is in maintenance (docs/product.md §4). */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <StatusLayout
      icon="tool"
      eyebrow={t('system.oops', 'OOPS!')}
      title={t('system.maintenanceTitle', 'Website is Under Maintenance')}
      message={t('system.maintenanceMessage', 'Wait for a few Minute')}
    >
      <p className="flex items-center gap-2 text-xs text-muted">
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-accent" />
        {t('system.maintenanceAuto', 'This page comes back by itself when we are done.')}
      </p>
    </StatusLayout>
  );
}
