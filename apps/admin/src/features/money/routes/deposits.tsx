import { useState } from 'react';
import { routes, type DepositRequest } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { useSession } from '../../../lib/session-store';
import { mayCall } from '../../../lib/staff-access';
import { Icon } from '../../../components/ui/icons';
import { useDeposits } from '../api/get-deposits';
import { useDecideDeposit } from '../api/decide-deposit';
import { DecisionDialog } from '../components/decision-dialog';
import { DepositEntryDialog } from '../components/deposit-entry-dialog';
import { ProofViewer } from '../components/proof-viewer';
import { RequestQueue, UtrCell } from '../components/request-queue';
import { useRequestFilters } from '../lib/use-request-filters';
import type { DecisionAction } from '../lib/decision';

/**
 * The deposit queue of the downline, with proofs and the approve/reject decisions; a branch
 * records the deposits its players pay at the branch, which wait here for its uplines.
 */
export function DepositsRoute() {
  const filters = useRequestFilters();
  const list = useDeposits(filters.query);
  const decide = useDecideDeposit();
  const role = useSession((s) => s.userType);
  const canDecide = mayCall(routes.money.decideDeposit, role);
  // Recording needs the player picker's call too (a Multi Login Account may lack it).
  const canRecord = mayCall(routes.money.enterDeposit, role) && mayCall(routes.staffUsers.getStaffUsers, role);
  const [isRecording, setRecording] = useState(false);
  const [deciding, setDeciding] = useState<{ request: DepositRequest; action: DecisionAction } | null>(null);
  const [proofOf, setProofOf] = useState<DepositRequest | null>(null);

  return (
    <RequestQueue
      title="Deposits"
      description={
        canRecord
          ? 'Record what your players pay at your branch. Each deposit stays pending until your upline approves it.'
          : 'Deposit requests of your downline players. Approving credits the player from your own balance.'
      }
      searchLabel="Search user or UTR"
      tableClassName="md:min-w-[56rem]"
      emptyText="No deposit requests."
      filters={filters}
      list={list}
      canDecide={canDecide}
      actions={
        canRecord ? (
          <button type="button" className="btn btn-primary" onClick={() => setRecording(true)}>
            <Icon name="money" className="size-4" /> Record deposit
          </button>
        ) : null
      }
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
      {isRecording ? (
        <DepositEntryDialog withMethods={mayCall(routes.money.getDepositTypes, role)} onClose={() => setRecording(false)} />
      ) : null}
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
        <ProofViewer depositId={proofOf._id} userName={proofOf.userName} utr={proofOf.utr} onClose={() => setProofOf(null)} />
      ) : null}
    </RequestQueue>
  );
}
