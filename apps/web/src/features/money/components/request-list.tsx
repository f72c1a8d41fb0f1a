import { useTranslation } from 'react-i18next';
import type { DepositRequest, WithdrawRequest } from '@backlay/contract';
import { Icon } from '../../../components/ui/icons';
import { siteDateTimeParts } from '../../../lib/site-time';
import { rupees } from '../lib/format';
import { holderNameOf } from '../lib/withdraw-rules';
import { StatusBadge } from './status-badge';

export type MoneyRequest = { kind: 'deposit'; request: DepositRequest } | { kind: 'withdraw'; request: WithdrawRequest };

/** What a request row names besides its amount: the method of a deposit, the account holder of a withdrawal. */
export function requestWallet(item: MoneyRequest): string {
  return item.kind === 'deposit' ? item.request.paymentName : holderNameOf(item.request.account, item.request.userName);
}

/** Requests as tappable rows: amount and status on top, payment type, wallet and time below. */
export function RequestList({ items, onOpen }: { items: MoneyRequest[]; onOpen(item: MoneyRequest): void }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
      {items.map((item) => {
        const { date, time } = siteDateTimeParts(item.request.createdAt, i18n.language);
        return (
          <li key={item.request._id}>
            <button
              type="button"
              className="flex w-full items-center gap-3 px-3 py-2.5 text-left hover:bg-surface-2 focus-visible:bg-surface-2"
              onClick={() => onOpen(item)}
              aria-label={t('money.openRequest', 'Request of {{amount}}, {{date}} {{time}}', {
                amount: rupees(item.request.amount),
                date,
                time,
              })}
            >
              <span
                aria-hidden="true"
                className={`grid size-9 shrink-0 place-items-center rounded-full ${item.kind === 'deposit' ? 'bg-green-500/15 text-success' : 'bg-amber-500/15 text-highlight'}`}
              >
                <Icon name={item.kind === 'deposit' ? 'deposit' : 'withdraw'} size={18} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center justify-between gap-2">
                  <span className="font-bold tabular-nums">{rupees(item.request.amount)}</span>
                  <StatusBadge status={item.request.status} />
                </span>
                <span className="mt-0.5 flex items-center justify-between gap-2 text-xs text-muted">
                  <span className="truncate">
                    {item.request.type} · {requestWallet(item)}
                  </span>
                  <span className="shrink-0 tabular-nums">
                    {date} {time}
                  </span>
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
