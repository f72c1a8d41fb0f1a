import { useTranslation } from 'react-i18next';
import type { BetHistoryStatus, BetStatus } from '@backlay/contract';

/** The words for a bet's status, and for the history filter's 'all'. */
export function useStatusLabel(): (status: BetStatus | BetHistoryStatus) => string {
  const { t } = useTranslation();
  return (status) =>
    ({
      all: t('betReports.status.all', 'All'),
      open: t('betReports.status.open', 'Open'),
      settled: t('betReports.status.settled', 'Settled'),
      void: t('betReports.status.void', 'Void'),
      rejected: t('betReports.status.rejected', 'Rejected'),
      deleted: t('betReports.status.deleted', 'Deleted'),
    })[status];
}
