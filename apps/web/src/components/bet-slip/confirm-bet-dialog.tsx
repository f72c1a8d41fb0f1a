import { useTranslation } from 'react-i18next';
import { formatAmount, paiseToRupees } from '@backlay/domain';
import { Dialog } from '../ui/dialog';
import { formatOdd } from '../markets/format-price';
import { useBetSlip } from '../../lib/bet-slip/bet-slip-store';
import { slipOutcome } from '../../lib/bet-slip/slip-book';

/**
 * The betting-confirmation dialog (docs/product.md §2), shown before sending when the profile's
 * confirmBets is on: the bet as it will go out, then Cancel or Confirm.
 */
export function ConfirmBetDialog({ onConfirm }: { onConfirm(): void }) {
  const { t } = useTranslation();
  const isConfirming = useBetSlip((s) => s.isConfirming);
  const bet = useBetSlip((s) => s.bet);
  const stake = useBetSlip((s) => s.betSlipStake);
  const setConfirming = useBetSlip((s) => s.setConfirming);
  const open = isConfirming && bet !== null;
  const outcome = bet ? slipOutcome(bet, stake) : null;
  const side =
    bet?.marketType === 'session'
      ? bet.oddType === 'BACK'
        ? t('markets.yes', 'Yes')
        : t('markets.no', 'No')
      : bet?.oddType === 'BACK'
        ? t('markets.back', 'Back')
        : t('markets.lay', 'Lay');

  return (
    <Dialog open={open} onClose={() => setConfirming(false)} title={t('betSlip.confirmTitle', 'Confirm your bet')}>
      {bet ? (
        <div className="flex flex-col gap-4 p-5">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t('betSlip.selection', 'Selection')}</dt>
            <dd className="font-semibold">
              {side} · {bet.teamName}
            </dd>
            <dt className="text-muted">{t('betSlip.market', 'Market')}</dt>
            <dd>
              {bet.event.name} · {bet.marketName}
            </dd>
            <dt className="text-muted">{t('betSlip.odds', 'Odds')}</dt>
            <dd className="tabular-nums">
              {bet.marketType === 'session' ? `${formatOdd(bet.run)} / ${formatOdd(bet.odd)}` : formatOdd(bet.odd)}
            </dd>
            <dt className="text-muted">{t('betSlip.stake', 'Stake')}</dt>
            <dd className="tabular-nums">{formatAmount(stake)}</dd>
            <dt className="text-muted">{t('betSlip.profit', 'Profit')}</dt>
            <dd className="text-success tabular-nums">{formatAmount(outcome ? paiseToRupees(outcome.profit) : 0)}</dd>
            <dt className="text-muted">{t('betSlip.liability', 'Liability')}</dt>
            <dd className="text-danger tabular-nums">{formatAmount(outcome ? paiseToRupees(outcome.liability) : 0)}</dd>
          </dl>
          <div className="grid grid-cols-2 gap-2">
            <button type="button" className="btn btn-ghost ring-1 ring-line" onClick={() => setConfirming(false)}>
              {t('common.cancel', 'Cancel')}
            </button>
            <button type="button" className="btn btn-primary" onClick={onConfirm}>
              {t('betSlip.confirm', 'Confirm')}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
