import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RupeeAmountField } from './rupee-amount-field';

/** Step 1, ADD FUNDS: a whole-rupee amount and Next. */
export function AmountStep({ amount, onAmount, onNext }: { amount: string; onAmount(v: string): void; onNext(): void }) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onNext();
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <h2 className="text-lg font-black tracking-wide">{t('money.step.amount', 'ADD FUNDS')}</h2>
      <RupeeAmountField value={amount} onChange={onAmount} />
      <button type="submit" className="btn btn-accent min-h-11 w-full">
        {t('money.next', 'Next')}
      </button>
    </form>
  );
}
