import { openBetKeys } from '../../../lib/bet-slip/get-open-bets';
import type { HistoryFilter } from './history-filter';

/**
 * Query keys of the report screens. The open-bets pages sit under the bet slip's own key, so
 * whatever refreshes the slip's list (a placement, a live message) refreshes these pages too.
 */
export const betReportKeys = {
  openBetsPage: (page: number, limit: number) => [...openBetKeys.all, 'page', { page, limit }] as const,
  history: ['betting', 'history'] as const,
  historyPage: (filter: HistoryFilter, page: number, limit: number) => ['betting', 'history', 'list', filter, { page, limit }] as const,
  historyTotals: (filter: HistoryFilter) => ['betting', 'history', 'totals', filter] as const,
};
