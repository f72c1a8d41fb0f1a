import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STATEMENT_FILTERS, type StatementFilter } from '@backlay/contract';
import type { StatementView } from '../lib/statement-filter';

const fieldClass =
  'h-10 w-full min-w-0 rounded-lg border border-line bg-surface-2 px-2 text-sm text-fg outline-none focus:border-primary focus:ring-2 focus:ring-primary/30';

/** The words of the statement filter (platform-core §4: all, deposit/withdraw, betting P/L, sports book). */
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
 * From and to (India-time days) and the category. A change applies at once; a cleared date
 * keeps the day it had, and the pickers offer no day after today and no end before the start.
 */
export function StatementFilters({ view, today, onChange }: { view: StatementView; today: string; onChange(next: StatementView): void }) {
  const { t } = useTranslation();
  const id = useId();
  const label = useFilterLabel();
  const set = (patch: Partial<StatementView>) => onChange({ ...view, ...patch });
  return (
    <form
      role="search"
      aria-label={t('statements.filters', 'Filters')}
      className="card grid grid-cols-2 gap-x-3 gap-y-2 p-3 nav:grid-cols-3"
      onSubmit={(e) => e.preventDefault()}
    >
      <Field id={`${id}-from`} label={t('statements.from', 'From')}>
        <input
          id={`${id}-from`}
          type="date"
          className={fieldClass}
          value={view.startDate}
          max={view.endDate}
          onChange={(e) => e.target.value && set({ startDate: e.target.value })}
        />
      </Field>
      <Field id={`${id}-to`} label={t('statements.to', 'To')}>
        <input
          id={`${id}-to`}
          type="date"
          className={fieldClass}
          value={view.endDate}
          min={view.startDate}
          max={today}
          onChange={(e) => e.target.value && set({ endDate: e.target.value })}
        />
      </Field>
      <div className="col-span-2 nav:col-span-1">
        <Field id={`${id}-filter`} label={t('statements.type', 'Type')}>
          <select
            id={`${id}-filter`}
            className={fieldClass}
            value={view.filter}
            onChange={(e) => set({ filter: e.target.value as StatementFilter })}
          >
            {STATEMENT_FILTERS.map((f) => (
              <option key={f} value={f}>
                {label(f)}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </form>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
      </label>
      {children}
    </div>
  );
}
