import type { CASINO_HISTORY_STATUSES, CasinoGameType } from '@backlay/contract';
import { defaultReportDays } from './history-filter';

export type CasinoHistoryStatus = (typeof CASINO_HISTORY_STATUSES)[number];

/**
 * What the casino tab of /bet-history asks for: the same India-time days as the sports view
 * (the server counts a round in the day it started), the round status and a game type in place
 * of the sport.
 */
export interface CasinoHistoryFilter {
  startDate: string;
  endDate: string;
  status: CasinoHistoryStatus;
  /** Empty for every game type. */
  gameType: CasinoGameType | '';
}

/** Last 7 India days to today, as the sports history and the server's default. */
export function defaultCasinoHistoryFilter(now: Date): CasinoHistoryFilter {
  return { ...defaultReportDays(now), status: 'all', gameType: '' };
}

/** The query of the casino history and its totals; an empty game type is left out. */
export function casinoHistoryQuery(filter: CasinoHistoryFilter) {
  return {
    startDate: filter.startDate,
    endDate: filter.endDate,
    status: filter.status,
    ...(filter.gameType ? { gameType: filter.gameType } : {}),
  };
}
