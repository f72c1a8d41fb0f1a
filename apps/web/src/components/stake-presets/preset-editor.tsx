import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StakePreset } from '@backlay/contract';
import type { z } from 'zod';
import { checkRows, rowsOf, withLabel, withValue, type PresetRow, type RowErrors } from './preset-rows';
import { useStakeMessage } from './use-stake-message';

const inputClass =
  'h-11 w-full min-w-0 rounded-lg border border-line bg-surface-2 px-3 text-base text-fg outline-none placeholder:text-muted focus:border-primary focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-danger';

export interface PresetEditorProps {
  /** Section heading, e.g. "Stake Buttons". */
  title: string;
  /** Name of one row for screen readers, e.g. "Stake" -> "Stake 1 label". */
  rowName: string;
  presets: readonly StakePreset[];
  defaults: readonly StakePreset[];
  /** The save call's body schema (the contract's). */
  schema: z.ZodType<{ stake: StakePreset[] }, unknown>;
  isSaving: boolean;
  onSave(presets: StakePreset[]): void;
}

/**
 * One list of buttons as label + value rows with Reset and Update. The parent remounts it
 * (key) when the saved list changes, so the rows start from what the server holds.
 */
export function PresetEditor({ title, rowName, presets, defaults, schema, isSaving, onSave }: PresetEditorProps) {
  const { t } = useTranslation();
  const stakeMessage = useStakeMessage();
  const headingId = useId();
  const [rows, setRows] = useState<PresetRow[]>(() => rowsOf(presets));
  const [errors, setErrors] = useState<{ rows: RowErrors[]; list: string | null }>({ rows: [], list: null });

  function update(index: number, next: (row: PresetRow) => PresetRow) {
    setRows((all) => all.map((row, i) => (i === index ? next(row) : row)));
    setErrors((e) => ({ ...e, rows: e.rows.map((r, i) => (i === index ? {} : r)) }));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkRows(schema, rows);
    if (!checked.ok) {
      setErrors({ rows: checked.rowErrors, list: checked.listError });
      return;
    }
    setErrors({ rows: [], list: null });
    onSave(checked.presets);
  }

  return (
    <section aria-labelledby={headingId} className="card p-4 md:p-5">
      <h2 id={headingId} className="mb-3 text-sm font-semibold tracking-wide uppercase opacity-70">
        {title}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <div
          aria-hidden="true"
          className="grid grid-cols-[1.75rem_minmax(0,1fr)_minmax(0,1fr)] gap-2 text-xs font-semibold text-muted uppercase"
        >
          <span>#</span>
          <span>{t('buttonValues.label', 'Label')}</span>
          <span>{t('buttonValues.value', 'Value')}</span>
        </div>
        <ol className="flex flex-col gap-2">
          {rows.map((row, i) => (
            <PresetRowFields
              key={i}
              index={i}
              row={row}
              rowName={rowName}
              errors={errors.rows[i] ?? {}}
              stakeMessage={stakeMessage}
              onLabel={(raw) => update(i, (r) => withLabel(r, raw))}
              onValue={(raw) => update(i, (r) => withValue(r, raw))}
            />
          ))}
        </ol>
        {errors.list ? (
          <p role="alert" className="text-sm text-danger">
            {stakeMessage(errors.list)}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 xs:flex-row xs:justify-end">
          <button
            type="button"
            className="btn btn-ghost"
            disabled={isSaving}
            onClick={() => {
              setRows(rowsOf(defaults));
              setErrors({ rows: [], list: null });
            }}
          >
            {t('buttonValues.reset', 'Reset to defaults')}
          </button>
          <button type="submit" className="btn btn-primary xs:min-w-32" disabled={isSaving} aria-busy={isSaving || undefined}>
            {isSaving ? t('buttonValues.saving', 'Updating…') : t('buttonValues.update', 'Update')}
          </button>
        </div>
      </form>
    </section>
  );
}

interface PresetRowFieldsProps {
  index: number;
  row: PresetRow;
  rowName: string;
  errors: RowErrors;
  stakeMessage(message: string): string;
  onLabel(raw: string): void;
  onValue(raw: string): void;
}

function PresetRowFields({ index, row, rowName, errors, stakeMessage, onLabel, onValue }: PresetRowFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const n = index + 1;
  const problems = [errors.label, errors.value].filter((m): m is string => Boolean(m));
  return (
    <li className="grid grid-cols-[1.75rem_minmax(0,1fr)_minmax(0,1fr)] items-center gap-2">
      <span className="text-center text-sm font-semibold text-muted tabular-nums">{n}</span>
      <input
        type="text"
        value={row.label}
        onChange={(e) => onLabel(e.target.value)}
        aria-label={t('buttonValues.rowLabel', '{{name}} {{n}} label', { name: rowName, n })}
        aria-invalid={errors.label ? true : undefined}
        aria-describedby={problems.length > 0 ? `${id}-error` : undefined}
        autoComplete="off"
        className={inputClass}
      />
      <input
        type="text"
        inputMode="numeric"
        value={row.value}
        onChange={(e) => onValue(e.target.value)}
        aria-label={t('buttonValues.rowValue', '{{name}} {{n}} value', { name: rowName, n })}
        aria-invalid={errors.value ? true : undefined}
        aria-describedby={problems.length > 0 ? `${id}-error` : undefined}
        autoComplete="off"
        className={`${inputClass} tabular-nums`}
      />
      {problems.length > 0 ? (
        <p id={`${id}-error`} role="alert" className="col-start-2 col-end-4 text-sm text-danger">
          {problems.map(stakeMessage).join(' · ')}
        </p>
      ) : null}
    </li>
  );
}
