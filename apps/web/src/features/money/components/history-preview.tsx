import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@backlay/contract';
import { paths } from '../../../config/paths';
import { EmptyState, RowsSkeleton } from '../../../components/sports/empty-state';
import { useDepositsPage } from '../api/get-deposits';
import { useWithdrawalsPage } from '../api/get-withdrawals';
import { RequestList, type MoneyRequest } from './request-list';
import { RequestDetailDialog } from './request-detail-dialog';

/** History preview under the deposit and withdraw forms: page 1, limit 5, status all (docs/product.md §4, §9). */
export const HISTORY_PREVIEW = { page: 1, limit: 5, status: 'all' } as const;

export function DepositHistoryPreview() {
  const { t } = useTranslation();
  const query = useDepositsPage(HISTORY_PREVIEW.status, HISTORY_PREVIEW.page, HISTORY_PREVIEW.limit);
  const items: MoneyRequest[] | undefined = query.page?.docs.map((request) => ({ kind: 'deposit', request }));
  return <Preview title={t('money.recentDeposits', 'Recent Deposits')} tab="deposit" items={items} />;
}

export function WithdrawHistoryPreview() {
  const { t } = useTranslation();
  const query = useWithdrawalsPage(HISTORY_PREVIEW.status, HISTORY_PREVIEW.page, HISTORY_PREVIEW.limit);
  const items: MoneyRequest[] | undefined = query.page?.docs.map((request) => ({ kind: 'withdraw', request }));
  return <Preview title={t('money.recentWithdrawals', 'Recent Withdrawals')} tab="withdraw" items={items} />;
}

function Preview({ title, tab, items }: { title: string; tab: 'deposit' | 'withdraw'; items: MoneyRequest[] | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<MoneyRequest | null>(null);
  const headingId = `${tab}-history-title`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-bold">
          {title}
        </h2>
        <Link to={`${paths.transaction}?tab=${tab}`} className="text-sm font-semibold text-highlight hover:underline">
          {t('money.viewAll', 'View all')}
        </Link>
      </div>
      {!items ? (
        <RowsSkeleton rows={3} />
      ) : items.length === 0 ? (
        <EmptyState message={t('common.noDataFound', MESSAGES.noDataFound)} />
      ) : (
        <RequestList items={items} onOpen={setOpen} />
      )}
      <RequestDetailDialog item={open} onClose={() => setOpen(null)} />
    </section>
  );
}
