import { useState } from 'react';
import { routes, type DepositRequest } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { useSession } from '../../../lib/session-store';
import { mayCall } from '../../../lib/staff-access';
import { Icon } from '../../../components/ui/icons';
import { useDeposits } from '../api/get-deposits';
import { useDecideDeposit } from '../api/decide-deposit';
import { DecisionDialog } from '../components/decision-dialog';
import { ProofViewer } from '../components/proof-viewer';
import { RequestQueue, UtrCell } from '../components/request-queue';
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

  return (
    <RequestQueue
      title="Deposits"
      description="Deposit requests of your downline players. Approving credits the player from your own balance."
      searchLabel="Search user or UTR"
      tableClassName="md:min-w-[56rem]"
      emptyText="No deposit requests."
      filters={filters}
      list={list}
      canDecide={canDecide}
      onDecide={(request, action) => setDeciding({ request, action })}
      amountNote={(r) =>
        r.approvedAmount !== null && r.approvedAmount !== r.amount ? (
          <span className="block text-xs text-muted">credited {formatAmount(r.approvedAmount)}</span>
        ) : null
      }
      detailHeads={
        <>
          <th>Method</th>
          <th>UTR</th>
          <th>Proof</th>
        </>
      }
      detailCells={(r) => (
        <>
          <td data-label="Method">
            {r.paymentName}
            <span className="block text-xs text-muted">{r.type}</span>
          </td>
          <UtrCell utr={r.utr} />
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
        </>
      )}
    >
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
    </RequestQueue>
  );
}
