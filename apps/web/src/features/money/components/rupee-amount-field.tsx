import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rupeeDigits } from '../lib/deposit-rules';

/**
 * The whole-rupee amount of a deposit or a withdrawal: digits only (typed others are dropped,
 * a pasted '1,500.75' is 1500), nine at most. `hint` (the account's limits) is read out with the field.
 */
export function RupeeAmountField({ value, onChange, hint }: { value: string; onChange(value: string): void; hint?: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('money.amountInr', 'Amount (INR)')}
      </label>
      <div className="flex items-center rounded-xl border border-line bg-surface px-3 focus-within:ring-2 focus-within:ring-accent">
        <span aria-hidden="true" className="text-lg font-bold text-muted">
          ₹
        </span>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          value={value}
          onChange={(e) => onChange(rupeeDigits(e.target.value))}
          placeholder="0"
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="min-h-12 w-full bg-transparent px-2 text-xl font-bold tabular-nums outline-none"
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted tabular-nums">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
