import { useState } from 'react';
import { routes, type DepositRequest } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { useSession } from '../../../lib/session-store';
import { mayCall } from '../../../lib/staff-access';
import { formatDateTime } from '../../../lib/format';
import { ListState, Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Icon } from '../../../components/ui/icons';
import { useDeposits } from '../api/get-deposits';
import { useDecideDeposit } from '../api/decide-deposit';
import { DecisionCell } from '../components/decision-cell';
import { DecisionDialog } from '../components/decision-dialog';
import { ProofViewer } from '../components/proof-viewer';
import { RequestToolbar } from '../components/request-toolbar';
import { useRequestFilters } from '../lib/use-request-filters';
import type { DecisionAction } from '../lib/decision';

/** The deposit queue of the downline, with proofs and the approve/reject decisions. */
export function DepositsRoute() {
  const filters = useRequestFilters();
  const list = useDeposits(filters.query);
  const decide = useDecideDeposit();
  const canDecide = mayCall(
    routes.money.decideDeposit,
    useSession((s) => s.userType),
  );
  const [deciding, setDeciding] = useState<{ request: DepositRequest; action: DecisionAction } | null>(null);
  const [proofOf, setProofOf] = useState<DepositRequest | null>(null);
  const rows = list.data?.docs ?? [];

  return (
    <Page title="Deposits" description="Deposit requests of your downline players. Approving credits the player from your own balance.">
      <RequestToolbar
        status={filters.status}
        onStatus={filters.setStatus}
        search={filters.search}
        onSearch={filters.setSearch}
        searchLabel="Search user or UTR"
      />
      <div className="card overflow-x-auto">
        <table className="data-table stacked md:min-w-[56rem]">
          <thead>
            <tr>
              <th>Requested</th>
              <th>User</th>
              <th className="num">Amount</th>
              <th>Method</th>
              <th>UTR</th>
              <th>Proof</th>
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
                  {r.approvedAmount !== null && r.approvedAmount !== r.amount ? (
                    <span className="block text-xs text-muted">credited {formatAmount(r.approvedAmount)}</span>
                  ) : null}
                </td>
                <td data-label="Method">
                  {r.paymentName}
                  <span className="block text-xs text-muted">{r.type}</span>
                </td>
                <td data-label="UTR" className="font-mono text-xs">
                  {r.utr ?? '—'}
                </td>
                <td data-label="Proof">
                  {r.image ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
                      onClick={() => setProofOf(r)}
                    >
                      <Icon name="image" className="size-4" /> View
                    </button>
                  ) : (
                    <span className="text-muted">—</span>
                  )}
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
          emptyText="No deposit requests."
          onRetry={() => void list.refetch()}
        />
      </div>
      <Pager info={list.data} onPage={filters.setPage} />
      {deciding ? (
        <DecisionDialog
          action={deciding.action}
          kind="Deposit"
          userName={deciding.request.userName}
          requested={deciding.request.amount}
          isAmountEditable
          summary={
            <p className="text-sm text-muted">
              {deciding.request.paymentName} · UTR {deciding.request.utr ?? '—'}
            </p>
          }
          onDecide={(decision) => decide.mutateAsync({ depositId: deciding.request._id, decision })}
          onClose={() => setDeciding(null)}
        />
      ) : null}
      {proofOf?.image ? (
        <ProofViewer image={proofOf.image} userName={proofOf.userName} utr={proofOf.utr} onClose={() => setProofOf(null)} />
      ) : null}
    </Page>
  );
}
