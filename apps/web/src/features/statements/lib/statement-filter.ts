import { DEFAULT_REPORT_DAYS, formatAmount, istDayOf } from '@backlay/domain';
import type { StatementFilter } from '@backlay/contract';

const DAY_MS = 86_400_000;

/** What the account statement asks for: inclusive India-time days and the category filter. */
export interface StatementView {
  startDate: string;
  endDate: string;
  filter: StatementFilter;
}

/** The default: last 7 days to today (the same days the server's default covers), every category. */
export function defaultStatementView(now: Date): StatementView {
  return {
    startDate: istDayOf(new Date(now.getTime() - (DEFAULT_REPORT_DAYS - 1) * DAY_MS)),
    endDate: istDayOf(now),
    filter: 'all',
  };
}

/** Rows per page of the statement (docs/product.md names no size). */
export const STATEMENT_ROWS = 20;

/** Rupees with Indian grouping and two decimals (docs/product.md §9), ₹ in front. */
export function rupees(amount: number): string {
  return `₹${formatAmount(amount)}`;
}
