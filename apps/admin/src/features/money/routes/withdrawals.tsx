import { useState } from 'react';
import { routes, type WithdrawRequest } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { useSession } from '../../../lib/session-store';
import { mayCall } from '../../../lib/staff-access';
import { formatDateTime } from '../../../lib/format';
import { ListState, Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useWithdrawals } from '../api/get-withdrawals';
import { useDecideWithdrawal } from '../api/decide-withdrawal';
import { DecisionCell } from '../components/decision-cell';
import { DecisionDialog } from '../components/decision-dialog';
import { RequestToolbar } from '../components/request-toolbar';
import { useRequestFilters } from '../lib/use-request-filters';
import type { DecisionAction } from '../lib/decision';

/** Where the money goes: the account as it was when the player asked. */
function AccountDetails({ account }: { account: WithdrawRequest['account'] }) {
  return (
    <div className="min-w-48 text-left">
      <p className="font-medium">{account.name}</p>
      <dl className="mt-0.5 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted">
        {account.accountDetails.map((d) => (
          <div key={d.label} className="contents">
            <dt>{d.label}</dt>
            <dd className="font-mono break-all text-fg">{d.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The withdrawal queue of the downline with the approve/reject decisions. */
export function WithdrawalsRoute() {
  const filters = useRequestFilters();
  const list = useWithdrawals(filters.query);
  const decide = useDecideWithdrawal();
  const canDecide = mayCall(
    routes.money.decideWithdrawal,
    useSession((s) => s.userType),
  );
  const [deciding, setDeciding] = useState<{ request: WithdrawRequest; action: DecisionAction } | null>(null);
  const rows = list.data?.docs ?? [];

  return (
    <Page
      title="Withdrawals"
      description="Withdrawal requests of your downline players. The amount is held until you decide; approving pays it out to your balance."
    >
      <RequestToolbar
        status={filters.status}
        onStatus={filters.setStatus}
        search={filters.search}
        onSearch={filters.setSearch}
        searchLabel="Search user or account"
      />
      <div className="card overflow-x-auto">
        <table className="data-table stacked md:min-w-[52rem]">
          <thead>
            <tr>
              <th>Requested</th>
              <th>User</th>
              <th className="num">Amount</th>
              <th>Pay to</th>
              <th>UTR</th>
              <th>Status</th>
              <th>Remarks</th>
              {canDecide ? <th className="text-right">Decision</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r._id}>
                <td data-label="Requested" className="whitespace-nowrap">
                  {formatDateTime(r.createdAt)}
                </td>
                <td data-label="User" className="font-medium">
                  {r.userName}
                </td>
                <td data-label="Amount" className="num">
                  {formatAmount(r.amount)}
                </td>
                <td data-label="Pay to">
                  <span className="text-xs font-semibold text-muted">{r.type}</span>
                  <AccountDetails account={r.account} />
                </td>
                <td data-label="UTR" className="font-mono text-xs">
                  {r.utr ?? '—'}
                </td>
                <td data-label="Status">
                  <StatusBadge status={r.status} />
                </td>
                <td data-label="Remarks" className="max-w-56 text-muted">
                  {r.remarks || '—'}
                </td>
                {canDecide ? (
                  <DecisionCell status={r.status} decidedAt={r.decidedAt} onDecide={(action) => setDeciding({ request: r, action })} />
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        <ListState
          isLoading={list.isLoading}
          error={list.error}
          isEmpty={rows.length === 0}
          emptyText="No withdrawal requests."
          onRetry={() => void list.refetch()}
        />
      </div>
      <Pager info={list.data} onPage={filters.setPage} />
      {deciding ? (
        <DecisionDialog
          action={deciding.action}
          kind="Withdrawal"
          userName={deciding.request.userName}
          requested={deciding.request.amount}
          isAmountEditable={false}
          withPayoutUtr
          summary={<AccountDetails account={deciding.request.account} />}
          onDecide={(decision) => decide.mutateAsync({ withdrawId: deciding.request._id, decision })}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </Page>
  );
}
