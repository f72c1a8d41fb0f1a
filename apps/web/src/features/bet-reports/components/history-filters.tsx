import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_HISTORY_STATUSES, EVENT_TYPES, type BetHistoryStatus } from '@backlay/contract';
import { orderSports } from '../../../components/sports/sport-order';
import type { HistoryFilter } from '../lib/history-filter';
import { useStatusLabel } from '../lib/use-status-label';

export const fieldClass =
  'h-10 w-full min-w-0 rounded-lg border border-line bg-surface-2 px-2 text-sm text-fg outline-none focus:border-primary focus:ring-2 focus:ring-primary/30';

const SPORTS = orderSports(EVENT_TYPES.map((type) => ({ eventTypeId: type.id, name: type.name })));

/**
 * The history's filter: from and to (India-time days), status and sport. A change applies at
 * once. A cleared date keeps the day it had, so the range is never open-ended; the pickers
 * offer no day after today and no end before the start.
 */
export function HistoryFilters({ filter, today, onChange }: { filter: HistoryFilter; today: string; onChange(next: HistoryFilter): void }) {
  const { t } = useTranslation();
  const id = useId();
  const statusLabel = useStatusLabel();
  const set = (patch: Partial<HistoryFilter>) => onChange({ ...filter, ...patch });
  return (
    <FiltersCard>
      <DayRangeFields id={id} startDate={filter.startDate} endDate={filter.endDate} today={today} onChange={set} />
      <Field id={`${id}-status`} label={t('betReports.statusLabel', 'Status')}>
        <select
          id={`${id}-status`}
          className={fieldClass}
          value={filter.status}
          onChange={(e) => set({ status: e.target.value as BetHistoryStatus })}
        >
          {BET_HISTORY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-sport`} label={t('betReports.sport', 'Sport')}>
        <select id={`${id}-sport`} className={fieldClass} value={filter.eventTypeId} onChange={(e) => set({ eventTypeId: e.target.value })}>
          <option value="">{t('betReports.allSports', 'All Sports')}</option>
          {SPORTS.map((s) => (
            <option key={s.eventTypeId} value={String(s.eventTypeId)}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
    </FiltersCard>
  );
}

/** The filter's card: a search form whose fields apply at once (no submit). */
export function FiltersCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      aria-label={t('betReports.filters', 'Filters')}
      className="card grid grid-cols-2 gap-x-3 gap-y-2 p-3 nav:grid-cols-4"
      onSubmit={(e) => e.preventDefault()}
    >
      {children}
    </form>
  );
}

/**
 * From and to, India-time days: a cleared date keeps the day it had, so the range is never
 * open-ended; the pickers offer no day after today and no end before the start.
 */
export function DayRangeFields({
  id,
  startDate,
  endDate,
  today,
  onChange,
}: {
  id: string;
  startDate: string;
  endDate: string;
  today: string;
  onChange(patch: { startDate?: string; endDate?: string }): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field id={`${id}-from`} label={t('betReports.from', 'From')}>
        <input
          id={`${id}-from`}
          type="date"
          className={fieldClass}
          value={startDate}
          max={endDate}
          onChange={(e) => e.target.value && onChange({ startDate: e.target.value })}
        />
      </Field>
      <Field id={`${id}-to`} label={t('betReports.to', 'To')}>
        <input
          id={`${id}-to`}
          type="date"
          className={fieldClass}
          value={endDate}
          min={startDate}
          max={today}
          onChange={(e) => e.target.value && onChange({ endDate: e.target.value })}
        />
      </Field>
    </>
  );
}

/** A labelled filter field (the casino tab's filter uses the same). */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted uppercase">
        {label}
      </label>
      {children}
    </div>
  );
}
