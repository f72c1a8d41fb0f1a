import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STATEMENT_FILTERS, type StatementFilter } from '@backlay/contract';
import { DayRangeFields, FiltersCard, SelectField } from '../../../components/ui/filter-fields';
import type { StatementView } from '../lib/statement-filter';

/** The words of the statement filter (docs/product.md §4: all, deposit/withdraw, betting P/L, sports book). */
export function useFilterLabel(): (filter: StatementFilter) => string {
  const { t } = useTranslation();
  return (filter) =>
    ({
      all: t('statements.filter.all', 'All'),
      depositWithdraw: t('statements.filter.depositWithdraw', 'Deposit/Withdraw'),
      bettingPl: t('statements.filter.bettingPl', 'Betting P/L'),
      sportsBook: t('statements.filter.sportsBook', 'Sports Book'),
    })[filter];
}

/**
 * From and to (India-time days) and the category, in the reports' filter card
 * (components/ui/filter-fields.tsx): a change applies at once; a cleared date keeps the day it
 * had, and the pickers offer no day after today and no end before the start.
 */
export function StatementFilters({ view, today, onChange }: { view: StatementView; today: string; onChange(next: StatementView): void }) {
  const { t } = useTranslation();
  const id = useId();
  const label = useFilterLabel();
  const set = (patch: Partial<StatementView>) => onChange({ ...view, ...patch });
  return (
    <FiltersCard columns={3}>
      <DayRangeFields id={id} startDate={view.startDate} endDate={view.endDate} today={today} onChange={set} />
      {/* The category takes the whole second row on a phone. */}
      <div className="col-span-2 nav:col-span-1">
        <SelectField
          id={`${id}-filter`}
          label={t('statements.type', 'Type')}
          value={view.filter}
          options={STATEMENT_FILTERS.map((f) => ({ value: f, label: label(f) }))}
          onChange={(filter) => set({ filter })}
        />
      </div>
    </FiltersCard>
  );
}
