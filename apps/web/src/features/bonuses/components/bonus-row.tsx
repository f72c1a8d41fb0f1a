import { useTranslation } from 'react-i18next';
import type { UserBonus } from '@backlay/contract';
import { rupees, wageringPercent } from '../lib/bonus-terms';
import { BonusStatus } from './bonus-status';
import { siteDate, siteDateTime } from '../../../lib/site-time';

/** One of the player's bonuses: amount, status and, while wagering, a progress bar and when it runs out. */
export function BonusRow({ bonus }: { bonus: UserBonus }) {
  const { t } = useTranslation();
  const percent = wageringPercent(bonus);
  return (
    <li className="card flex flex-col gap-2 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-bold">{bonus.title || t('bonus.untitled', 'Bonus')}</p>
          <p className="text-xs opacity-70">
            {t('bonus.onDeposit', 'On a deposit of {{amount}}', { amount: rupees(bonus.depositAmount) })} ·{' '}
            {siteDate(bonus.createdAt, undefined)}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span className="text-lg font-black tabular-nums">{rupees(bonus.bonusAmount)}</span>
          <BonusStatus status={bonus.status} />
        </div>
      </div>
      {bonus.status === 'awaiting' && (
        <p className="text-sm opacity-80">{t('bonus.awaitingHint', 'Credited with your deposit once it is approved.')}</p>
      )}
      {bonus.status === 'active' && bonus.wageringRequired > 0 && (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label={t('bonus.wageringProgress', 'Wagering progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-surface-2"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-xs tabular-nums opacity-80">
            {t('bonus.wageredOf', 'Bet {{done}} of {{required}} to release', {
              done: rupees(bonus.wageringDone),
              required: rupees(bonus.wageringRequired),
            })}
          </p>
        </div>
      )}
      {bonus.status === 'active' && bonus.expiresAt && (
        <p className="text-xs tabular-nums opacity-80">
          {t('bonus.expiresOn', 'Expires {{date}}', { date: siteDateTime(bonus.expiresAt, undefined) })}
        </p>
      )}
    </li>
  );
}
