import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly } from '../lib/deposit-rules';

/** Step 1, ADD FUNDS: a whole-rupee amount and Next. */
export function AmountStep({ amount, onAmount, onNext }: { amount: string; onAmount(v: string): void; onNext(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onNext();
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <h2 className="text-lg font-black tracking-wide">{t('money.step.amount', 'ADD FUNDS')}</h2>
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
            value={amount}
            onChange={(e) => onAmount(digitsOnly(e.target.value))}
            placeholder="0"
            className="min-h-12 w-full bg-transparent px-2 text-xl font-bold tabular-nums outline-none"
          />
        </div>
      </div>
      <button type="submit" className="btn btn-accent min-h-11 w-full">
        {t('money.next', 'Next')}
      </button>
    </form>
  );
}
