import { useTranslation } from 'react-i18next';
import type { OpenBet } from '@backlay/contract';
import { formatOdd } from '../markets/format-price';

import { siteDateTimeParts } from '../../lib/site-time';

/** A check's time to the second, IST like every account time (lib/site-time.ts). */
const timeOf = (iso: string) => siteDateTimeParts(iso, undefined, { seconds: true }).time;

/**
 * The bet-info toggle's receipt of one bet: the odds asked and matched, the in-play delay
 * waited and each price check the server made (on arrival and after the delay).
 */
export function OpenBetReceipt({ bet }: { bet: OpenBet }) {
  const { t } = useTranslation();
  const { receipt } = bet;
  return (
    <div className="mt-1 rounded-md bg-surface px-2 py-1.5 text-xs" data-testid="bet-receipt">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 tabular-nums">
        <dt className="text-muted">{t('betSlip.askedOdd', 'Asked odds')}</dt>
        <dd>{formatOdd(receipt.askedOdd)}</dd>
        <dt className="text-muted">{t('betSlip.matchedOdd', 'Matched odds')}</dt>
        <dd>{receipt.matchedOdd === null ? '-' : formatOdd(receipt.matchedOdd)}</dd>
        <dt className="text-muted">{t('betSlip.delay', 'Delay')}</dt>
        <dd>{t('betSlip.seconds', '{{count}} s', { count: receipt.delaySecond })}</dd>
        <dt className="text-muted">{t('betSlip.placedAt', 'Placed')}</dt>
        <dd>{timeOf(bet.createdAt)}</dd>
      </dl>
      {receipt.checks.length > 0 ? (
        <ol className="mt-1 flex flex-col gap-0.5 border-t border-line pt-1">
          {receipt.checks.map((c) => (
            <li key={`${c.stage}-${c.at}`} className="flex flex-wrap gap-x-2 tabular-nums">
              <span aria-hidden="true" className={c.ok ? 'text-success' : 'text-danger'}>
                {c.ok ? '✓' : '✗'}
              </span>
              <span className="font-semibold">
                {c.stage === 'received' ? t('betSlip.checkReceived', 'On arrival') : t('betSlip.checkAfterDelay', 'After the delay')}
              </span>
              <span>{timeOf(c.at)}</span>
              <span>{c.marketStatus}</span>
              <span>
                {t('betSlip.bestPrice', 'best')} {c.bestOdd === null ? '-' : formatOdd(c.bestOdd)}
                {bet.market.type === 'session' && c.bestRun !== null ? ` @ ${formatOdd(c.bestRun)}` : ''}
              </span>
              <span className="sr-only">{c.ok ? t('betSlip.checkOk', 'passed') : t('betSlip.checkFailed', 'failed')}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {receipt.rejectReason ? <p className="mt-1 text-danger">{receipt.rejectReason}</p> : null}
    </div>
  );
}
