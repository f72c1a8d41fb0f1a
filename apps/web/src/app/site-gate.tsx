import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMaintenanceQuery, useSiteConfigurationQuery } from '../lib/site-config';
import { useSession } from '../lib/session-store';
import { parseApiError } from '../lib/api-client';
import { readCachedBrand } from '../features/site/brand-cache';
import { siteBlock } from '../features/site/site-block';
import { useSiteTheme } from '../features/site/use-site-theme';
import { LoadingScreen } from '../features/system-pages/loading-screen';
import { MaintenancePage } from '../features/system-pages/maintenance-page';
import { DuplicateScreenPage } from '../features/system-pages/duplicate-screen-page';
import { StatusLayout } from '../features/system-pages/status-layout';

/**
 * Loads the site configuration and the maintenance flag before anything renders, applies the
 * brand's theme, and swaps the whole site for the duplicate-screen or maintenance page when
 * they apply (administrator bypasses maintenance).
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const config = useSiteConfigurationQuery();
  const maintenance = useMaintenanceQuery();
  const isDuplicateScreen = useSession((s) => s.isDuplicateScreen);
  const sessionMaintenance = useSession((s) => s.isMaintenance);
  const userType = useSession((s) => s.userType);
  const setMaintenance = useSession((s) => s.setMaintenance);
  const [brand] = useState(readCachedBrand);
  useSiteTheme(config.data);

  // Each poll answer sets the flag; between polls a 503 that GET api/common/maintenance
  // confirmed (api-client) turns it on, and only the next answer of the poll turns it off again
  // (comparing with the last answer would undo the confirmation at once).
  const polled = maintenance.data?.isMaintenance;
  const polledAt = maintenance.dataUpdatedAt;
  useEffect(() => {
    if (polled !== undefined) setMaintenance(polled);
  }, [polled, polledAt, setMaintenance]);

  const block = siteBlock({
    isDuplicateScreen,
    sessionMaintenance,
    polledMaintenance: polled,
    configMaintenance: config.data?.appConfigruation.isMaintenance,
    userType,
  });
  if (block === 'duplicateScreen') return <DuplicateScreenPage />;
  if (block === 'maintenance') return <MaintenancePage />;

  const liveBrand = config.data
    ? { logoText: config.data.theme.logoText, logo: config.data.theme.logo, siteLoader: config.data.appConfigruation.siteLoader }
    : brand;
  if (config.isPending || maintenance.isPending) return <LoadingScreen brand={liveBrand} />;
  if (!config.data) {
    return (
      <StatusLayout icon="alert" tone="danger" title={parseApiError(config.error)}>
        <button type="button" className="btn btn-accent min-h-11 px-6" onClick={() => void config.refetch()} disabled={config.isFetching}>
          {t('common.retry', 'Try again')}
        </button>
      </StatusLayout>
    );
  }
  return children;
}
