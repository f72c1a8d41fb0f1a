import { parseApiError } from '../../../lib/api-client';
import { Page } from '../../../components/ui/page';
import { useReconcileDeposits } from '../api/reconcile-deposits';
import { StatementUpload } from '../components/statement-upload';
import { ReconciliationTables } from '../components/reconciliation-tables';

/**
 * Deposit reconciliation: staff upload the bank statement and see which pending
 * deposits of their downline it confirms (same UTR, same amount), which it contradicts, and
 * what is on either side alone. It approves nothing: each match links to the deposit queue,
 * where the decision keeps its remarks and transaction code.
 */
export function ReconciliationRoute() {
  const run = useReconcileDeposits();
  return (
    <Page
      title="Reconciliation"
      description="Match the pending deposits of your downline to a bank statement by UTR and amount. Approvals stay in the deposit queue."
    >
      <StatementUpload isBusy={run.isPending} onUpload={(file) => run.mutate(file)} />
      {run.error ? (
        <p role="alert" className="card border-danger/40 px-4 py-3 text-sm font-semibold text-danger">
          {parseApiError(run.error)}
        </p>
      ) : null}
      {run.data ? <ReconciliationTables result={run.data} /> : null}
    </Page>
  );
}
