import { useTranslation } from 'react-i18next';
import { formatAmount, paiseToRupees } from '@backlay/domain';
import { slipOutcome } from '../../lib/bet-slip/slip-book';
import type { SlipBet } from '../../lib/bet-slip/slip-bet';

/**
 * What the slip bet wins and what it risks, in rupees, computed by the same domain functions
 * the server uses (so the preview is the book the server will write).
 */
export function BetOutcome({ bet, stake }: { bet: SlipBet; stake: number }) {
  const { t } = useTranslation();
  const outcome = stake > 0 ? slipOutcome(bet, stake) : null;
  const profit = outcome ? formatAmount(paiseToRupees(outcome.profit)) : '0.00';
  const liability = outcome ? formatAmount(paiseToRupees(outcome.liability)) : '0.00';
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm tabular-nums" aria-live="polite">
      <div className="rounded-lg bg-surface px-2 py-1.5">
        <dt className="text-xs text-muted">{t('betSlip.profit', 'Profit')}</dt>
        <dd className="font-bold text-success" data-testid="slip-profit">
          {profit}
        </dd>
      </div>
      <div className="rounded-lg bg-surface px-2 py-1.5">
        <dt className="text-xs text-muted">{t('betSlip.liability', 'Liability')}</dt>
        <dd className="font-bold text-danger" data-testid="slip-liability">
          {liability}
        </dd>
      </div>
    </dl>
  );
}
