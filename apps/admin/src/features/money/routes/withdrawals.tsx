import { useState } from 'react';
import { routes, type WithdrawRequest } from '@backlay/contract';
import { useSession } from '../../../lib/session-store';
import { mayCall } from '../../../lib/staff-access';
import { useWithdrawals } from '../api/get-withdrawals';
import { useDecideWithdrawal } from '../api/decide-withdrawal';
import { DecisionDialog } from '../components/decision-dialog';
import { RequestQueue, UtrCell } from '../components/request-queue';
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

  return (
    <RequestQueue
      title="Withdrawals"
      description="Withdrawal requests of your downline players. The amount is held until you decide; approving pays it out to your balance."
      searchLabel="Search user or account"
      tableClassName="md:min-w-[52rem]"
      emptyText="No withdrawal requests."
      filters={filters}
      list={list}
      canDecide={canDecide}
      onDecide={(request, action) => setDeciding({ request, action })}
      detailHeads={
        <>
          <th>Pay to</th>
          <th>UTR</th>
        </>
      }
      detailCells={(r) => (
        <>
          <td data-label="Pay to">
            <span className="text-xs font-semibold text-muted">{r.type}</span>
            <AccountDetails account={r.account} />
          </td>
          <UtrCell utr={r.utr} />
        </>
      )}
    >
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
    </RequestQueue>
  );
}
