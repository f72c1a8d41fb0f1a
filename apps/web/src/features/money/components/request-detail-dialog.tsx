import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { CopyButton } from '../../../components/ui/copy-button';
import { siteDateTimeParts } from '../../../lib/site-time';
import { rupees } from '../lib/format';
import { StatusBadge } from './status-badge';
import { requestWallet, type MoneyRequest } from './request-list';

/**
 * One request in full (docs/product.md §2 "Transaction modal"): request id, amount, date and
 * time, payment type, UTR, wallet, and its status in colour; staff remarks when there are any.
 * A withdrawal's UTR is the bank reference of its payout, recorded by staff on approval ("-"
 * until then).
 */
export function RequestDetailDialog({ item, onClose }: { item: MoneyRequest | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      title={item?.kind === 'withdraw' ? t('money.withdrawDetail', 'Withdraw Request') : t('money.depositDetail', 'Deposit Request')}
    >
      {item && <RequestDetail item={item} />}
    </Dialog>
  );
}

function RequestDetail({ item }: { item: MoneyRequest }) {
  const { t, i18n } = useTranslation();
  const { request } = item;
  const { date, time } = siteDateTimeParts(request.createdAt, i18n.language);
  const { utr } = item.request;
  const rows: [string, ReactNode][] = [
    [t('money.requestId', 'Request Id'), <IdValue key="id" value={request._id} />],
    [t('money.amount', 'Amount'), <span className="font-bold tabular-nums">{rupees(request.amount)}</span>],
    [t('money.dateTime', 'Date & Time'), `${date} ${time}`],
    [t('money.paymentType', 'Payment Type'), request.type],
    [t('money.utr', 'UTR'), utr ? <IdValue key="utr" value={utr} /> : '-'],
    [t('money.wallet', 'Wallet'), requestWallet(item)],
    [t('money.statusLabel', 'Status'), <StatusBadge status={request.status} />],
  ];
  if (item.kind === 'deposit' && item.request.approvedAmount !== null && item.request.approvedAmount !== request.amount) {
    rows.push([t('money.approvedAmount', 'Approved Amount'), rupees(item.request.approvedAmount)]);
  }
  if (item.kind === 'withdraw') {
    for (const d of item.request.account.accountDetails) rows.push([d.label, d.value]);
  }
  if (request.remarks) rows.push([t('money.remarks', 'Remarks'), request.remarks]);
  return (
    <dl className="divide-y divide-line px-5 py-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-center justify-between gap-4 py-2.5">
          <dt className="shrink-0 whitespace-nowrap text-muted">{label}</dt>
          <dd className="min-w-0 text-right break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function IdValue({ value }: { value: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-mono text-xs break-all">{value}</span>
      <CopyButton value={value} />
    </span>
  );
}
