import { DEFAULT_REPORT_DAYS, istDayOf } from '@backlay/domain';
import type { BetHistoryStatus } from '@backlay/contract';

const DAY_MS = 86_400_000;

/** What the bet-history screen asks for: inclusive India-time days (YYYY-MM-DD), status, sport. */
export interface HistoryFilter {
  startDate: string;
  endDate: string;
  status: BetHistoryStatus;
  /** An event type id as the query sends it; empty for every sport. */
  eventTypeId: string;
}

/**
 * The default range, "last 7 days to today" (docs/product.md §9): today and the six days
 * before it, as India-time days whatever the browser's zone, the same days the server's
 * default covers (packages/domain reportRange). The casino tab starts on the same days.
 */
export function defaultReportDays(now: Date): Pick<HistoryFilter, 'startDate' | 'endDate'> {
  return {
    startDate: istDayOf(new Date(now.getTime() - (DEFAULT_REPORT_DAYS - 1) * DAY_MS)),
    endDate: istDayOf(now),
  };
}

export function defaultHistoryFilter(now: Date): HistoryFilter {
  return { ...defaultReportDays(now), status: 'all', eventTypeId: '' };
}

/** The query of both history calls; an empty sport is left out rather than sent blank. */
export function historyQuery(filter: HistoryFilter) {
  return {
    startDate: filter.startDate,
    endDate: filter.endDate,
    status: filter.status,
    ...(filter.eventTypeId ? { eventTypeId: filter.eventTypeId } : {}),
  };
}
