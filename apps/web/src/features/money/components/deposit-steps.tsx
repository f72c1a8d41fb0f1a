import { useTranslation } from 'react-i18next';

export type DepositStep = 'amount' | 'method' | 'detail';
const STEPS: DepositStep[] = ['amount', 'method', 'detail'];

/** Where the player is in the three steps (amount -> method -> detail). */
export function DepositStepper({ step }: { step: DepositStep }) {
  const { t } = useTranslation();
  const names: Record<DepositStep, string> = {
    amount: t('money.step.amount', 'ADD FUNDS'),
    method: t('money.step.method', 'CHOOSE PAYMENT METHOD'),
    detail: t('money.step.detail', 'DETAIL'),
  };
  const current = STEPS.indexOf(step);
  return (
    <ol className="grid grid-cols-3 gap-1.5" aria-label={t('money.steps', 'Deposit steps')}>
      {STEPS.map((s, i) => (
        <li key={s} aria-current={i === current ? 'step' : undefined} className="flex flex-col gap-1">
          <span className={`h-1.5 rounded-full ${i <= current ? 'bg-accent' : 'bg-surface-2'}`} />
          <span className={`text-[10px] leading-tight font-bold tracking-wide ${i === current ? 'text-fg' : 'text-muted'}`}>
            {i + 1}. {names[s]}
          </span>
        </li>
      ))}
    </ol>
  );
}
