import { useTranslation } from 'react-i18next';
import { formatAmount } from '@backlay/domain';
import { usePts } from '../../lib/account-queries';

/**
 * Available points and exposure of the signed-in player, for the header: availablePts
 * (docs/product.md §3: "availablePts and exposure are shown in the header"), not the wallet
 * figure pts, which still counts the points held by open bets and pending withdrawals. Labelled
 * "Available", as the wallet labels the same figure, so "Balance" means one number everywhere.
 */
export function BalanceBlock({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { data } = usePts();
  return (
    <div
      className={`flex items-stretch overflow-hidden rounded-lg border border-current/15 text-xs leading-tight ${className}`}
      aria-live="polite"
    >
      <div className="px-3 py-1.5">
        <div className="font-medium opacity-70">{t('header.balance', 'Available')}</div>
        <div className="text-sm font-bold tabular-nums">{data ? `₹${formatAmount(data.availablePts)}` : '—'}</div>
      </div>
      <div className="border-l border-current/15 px-3 py-1.5">
        <div className="font-medium opacity-70">{t('header.exposure', 'Exposure')}</div>
        <div className={`text-sm font-bold tabular-nums ${data && data.exposure !== 0 ? 'text-danger' : ''}`}>
          {data ? `₹${formatAmount(data.exposure)}` : '—'}
        </div>
      </div>
    </div>
  );
}
