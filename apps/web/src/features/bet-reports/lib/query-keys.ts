import { openBetKeys } from '../../../lib/bet-slip/get-open-bets';
import type { CasinoHistoryFilter } from './casino-filter';
import type { HistoryFilter } from './history-filter';

/**
 * Query keys of the report screens. The open-bets pages sit under the bet slip's own key, so
 * whatever refreshes the slip's list (a placement, a live message) refreshes these pages too.
 * The casino tab's lists sit under their own key: only the casino's live messages touch them.
 */
export const betReportKeys = {
  openBetsPage: (page: number, limit: number) => [...openBetKeys.all, 'page', { page, limit }] as const,
  history: ['betting', 'history'] as const,
  historyPage: (filter: HistoryFilter, page: number, limit: number) => ['betting', 'history', 'list', filter, { page, limit }] as const,
  historyTotals: (filter: HistoryFilter) => ['betting', 'history', 'totals', filter] as const,
  casino: ['betReports', 'casino'] as const,
  casinoOpenPage: (page: number, limit: number) => ['betReports', 'casino', 'open', { page, limit }] as const,
  casinoHistoryPage: (filter: CasinoHistoryFilter, page: number, limit: number) =>
    ['betReports', 'casino', 'history', 'list', filter, { page, limit }] as const,
  casinoHistoryTotals: (filter: CasinoHistoryFilter) => ['betReports', 'casino', 'history', 'totals', filter] as const,
};
