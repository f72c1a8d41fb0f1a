import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, TRANSACTION_TYPES, type TransactionType, type WalletMovement } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { EmptyState, RowsSkeleton } from '../../../components/sports/empty-state';
import { Pager } from '../../../components/ui/pager';
import { siteDateTime } from '../../../lib/site-time';
import { usePointsTransactions } from '../api/get-transactions';

const rupees = (amount: number) => `₹${formatAmount(amount)}`;

/**
 * The wallet's points transactions (GET api/user/transaction, docs/product.md §4 "a transaction
 * type filter (all, debit, credit)"): every movement of the player's points, newest first, with
 * the balance after it, filtered to all, debits or credits, paged. On /my-wallet, where a player
 * looks for where their points went; the request lists stay on /transaction.
 */
export function PointsTransactions() {
  const { t, i18n } = useTranslation();
  const [type, setType] = useState<TransactionType>('all');
  const [page, setPage] = useState(1);
  const query = usePointsTransactions(type, page);
  const names: Record<TransactionType, string> = {
    all: t('myWallet.typeAll', 'All'),
    debit: t('myWallet.typeDebit', 'Debit'),
    credit: t('myWallet.typeCredit', 'Credit'),
  };
  const list = query.data;
  return (
    <section aria-labelledby="wallet-transactions-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="wallet-transactions-title" className="text-base font-bold">
          {t('myWallet.transactionsTitle', 'Points Transactions')}
        </h2>
        <div
          role="radiogroup"
          aria-label={t('myWallet.transactionType', 'Transaction type')}
          className="inline-flex rounded-xl bg-surface-2 p-1"
        >
          {TRANSACTION_TYPES.map((x) => (
            <button
              key={x}
              type="button"
              role="radio"
              aria-checked={type === x}
              className={`min-h-9 rounded-lg px-4 text-sm font-bold ${type === x ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg'}`}
              onClick={() => {
                setType(x);
                setPage(1);
              }}
            >
              {names[x]}
            </button>
          ))}
        </div>
      </div>
      {query.isError && !list ? (
        <EmptyState message={t('common.noDataFound', MESSAGES.noDataFound)} />
      ) : !list ? (
        <RowsSkeleton rows={3} />
      ) : list.docs.length === 0 ? (
        <EmptyState message={t('common.noDataFound', MESSAGES.noDataFound)} />
      ) : (
        <ul className="card divide-y divide-line" aria-label={t('myWallet.transactionsTitle', 'Points Transactions')}>
          {list.docs.map((m) => (
            <Movement key={m._id} m={m} time={siteDateTime(m.createdAt, i18n.language)} />
          ))}
        </ul>
      )}
      {list && <Pager page={page} info={list} onPage={setPage} />}
    </section>
  );
}

/** One movement; credit green, debit red, the sign spelt out so colour is never the only cue. */
function Movement({ m, time }: { m: WalletMovement; time: string }) {
  const { t } = useTranslation();
  const isCredit = m.credit > 0;
  return (
    <li className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm" data-testid="wallet-transaction">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-semibold break-words">{m.description}</span>
        {m.remarks && <span className="text-xs break-words text-muted">{m.remarks}</span>}
        <span className="text-xs text-muted">{time}</span>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-0.5">
        <span className={`font-bold tabular-nums ${isCredit ? 'text-success' : 'text-danger'}`}>
          {isCredit ? `+${rupees(m.credit)}` : `-${rupees(m.debit)}`}
        </span>
        <span className="text-xs text-muted tabular-nums">
          {t('myWallet.balanceAfter', 'Balance {{balance}}', { balance: rupees(m.balance) })}
        </span>
      </div>
    </li>
  );
}
