import { useTranslation } from 'react-i18next';
import type { CasinoGameType, CasinoRoundStatus } from '@backlay/contract';
import type { CasinoHistoryStatus } from './casino-filter';

/** The words for a casino round's status, and for the history filter's 'all'. */
export function useCasinoStatusLabel(): (status: CasinoRoundStatus | CasinoHistoryStatus) => string {
  const { t } = useTranslation();
  return (status) =>
    ({
      all: t('betReports.status.all', 'All'),
      open: t('betReports.status.open', 'Open'),
      settled: t('betReports.status.settled', 'Settled'),
      cancelled: t('betReports.status.cancelled', 'Cancelled'),
    })[status];
}

/** The category name of a game type, as the lobby names it (docs/product.md §3 "Casino"). */
export function useGameTypeLabel(): (type: CasinoGameType) => string {
  const { t } = useTranslation();
  return (type) =>
    ({
      live: t('betReports.gameType.live', 'Live Casino'),
      virtual: t('betReports.gameType.virtual', 'Virtual Games'),
      slot: t('betReports.gameType.slot', 'Slot Games'),
      crash: t('betReports.gameType.crash', 'Crash Games'),
      lottery: t('betReports.gameType.lottery', 'Lottery'),
    })[type];
}
