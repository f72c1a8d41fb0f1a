import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const fieldClass =
  'h-10 w-full min-w-0 rounded-lg border border-line bg-surface-2 px-2 text-sm text-fg outline-none focus:border-primary focus:ring-2 focus:ring-primary/30';

/**
 * A report's filter card (bet history, casino history, account statement): a search form whose
 * fields apply at once (no submit), two fields a row on a phone and `columns` a row from the
 * navigation breakpoint up.
 */
export function FiltersCard({ columns = 4, children }: { columns?: 3 | 4; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      aria-label={t('common.filters', 'Filters')}
      className={`card grid grid-cols-2 gap-x-3 gap-y-2 p-3 ${columns === 3 ? 'nav:grid-cols-3' : 'nav:grid-cols-4'}`}
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
      <Field id={`${id}-from`} label={t('common.from', 'From')}>
        <input
          id={`${id}-from`}
          type="date"
          className={fieldClass}
          value={startDate}
          max={endDate}
          onChange={(e) => e.target.value && onChange({ startDate: e.target.value })}
        />
      </Field>
      <Field id={`${id}-to`} label={t('common.to', 'To')}>
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

/** A labelled filter field. */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted uppercase">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled select; `allLabel` heads it with an empty choice that means "every one". */
export function SelectField<V extends string>({
  id,
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  /** Include '' in `V` when given. */
  allLabel?: string;
  onChange(value: V): void;
}) {
  return (
    <Field id={id} label={label}>
      <select id={id} className={fieldClass} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {allLabel === undefined ? null : <option value="">{allLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
