import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, REQUEST_STATUSES } from '@backlay/contract';
import { EmptyState, RowsSkeleton } from '../../../components/sports/empty-state';
import { useDepositsPage } from '../api/get-deposits';
import { useWithdrawalsPage } from '../api/get-withdrawals';
import type { StatusFilter } from '../lib/request-status';
import type { Paged } from '../../../lib/paged';
import { RequestList, type MoneyRequest } from './request-list';
import { RequestDetailDialog } from './request-detail-dialog';
import { useRequestStatusLabel } from './status-badge';
import { Pager } from '../../../components/ui/pager';

export type TransactionTab = 'deposit' | 'withdraw';

/** Rows per page of the transaction lists (docs/product.md names no size; the previews show 5). */
export const TRANSACTION_PAGE_SIZE = 10;

/**
 * The deposit and withdraw request lists (docs/product.md §2 "Transaction modal"): tabs,
 * a status filter, paging and a detail view per request.
 */
export function TransactionLists({ tab, onTab }: { tab: TransactionTab; onTab(tab: TransactionTab): void }) {
  const { t } = useTranslation();
  const ids = useId();
  const statusLabel = useRequestStatusLabel();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const tabs: { id: TransactionTab; label: string }[] = [
    { id: 'deposit', label: t('money.tab.deposit', 'Deposit') },
    { id: 'withdraw', label: t('money.tab.withdraw', 'Withdraw') },
  ];
  const choose = (next: TransactionTab) => {
    onTab(next);
    setPage(1);
  };
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label={t('money.requestKinds', 'Requests')} className="inline-flex rounded-xl bg-surface-2 p-1">
          {tabs.map((x) => (
            <button
              key={x.id}
              type="button"
              role="tab"
              id={`${ids}-${x.id}`}
              aria-selected={tab === x.id}
              aria-controls={`${ids}-panel`}
              className={`min-h-9 rounded-lg px-5 text-sm font-bold ${tab === x.id ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg'}`}
              onClick={() => choose(x.id)}
            >
              {x.label}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted">{t('money.statusLabel', 'Status')}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as StatusFilter);
              setPage(1);
            }}
            className="min-h-9 rounded-lg border border-line bg-surface px-2"
          >
            {(['all', ...REQUEST_STATUSES] as StatusFilter[]).map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-${tab}`}>
        {tab === 'deposit' ? (
          <DepositPanel status={status} page={page} onPage={setPage} />
        ) : (
          <WithdrawPanel status={status} page={page} onPage={setPage} />
        )}
      </div>
    </div>
  );
}

interface PanelProps {
  status: StatusFilter;
  page: number;
  onPage(page: number): void;
}

function DepositPanel({ status, page, onPage }: PanelProps) {
  const query = useDepositsPage(status, page, TRANSACTION_PAGE_SIZE);
  const items = query.page?.docs.map((request): MoneyRequest => ({ kind: 'deposit', request }));
  return <Panel info={query.page} items={items} page={page} onPage={onPage} />;
}

function WithdrawPanel({ status, page, onPage }: PanelProps) {
  const query = useWithdrawalsPage(status, page, TRANSACTION_PAGE_SIZE);
  const items = query.page?.docs.map((request): MoneyRequest => ({ kind: 'withdraw', request }));
  return <Panel info={query.page} items={items} page={page} onPage={onPage} />;
}

function Panel({
  info,
  items,
  page,
  onPage,
}: {
  info: Paged<unknown> | undefined;
  items: MoneyRequest[] | undefined;
  page: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<MoneyRequest | null>(null);
  if (!info || !items) return <RowsSkeleton />;
  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 ? (
        <EmptyState message={t('common.noDataFound', MESSAGES.noDataFound)} />
      ) : (
        <RequestList items={items} onOpen={setOpen} />
      )}
      <Pager page={page} info={info} onPage={onPage} />
      <RequestDetailDialog item={open} onClose={() => setOpen(null)} />
    </div>
  );
}
