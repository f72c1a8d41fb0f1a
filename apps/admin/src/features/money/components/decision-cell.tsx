import type { RequestStatus } from '@backlay/contract';
import { formatDateTime } from '../../../lib/format';
import { isOpenRequest } from '../lib/use-request-filters';
import type { DecisionAction } from '../lib/decision';

/**
 * The last cell of a deposit or withdrawal row: Approve and Reject while the request is open,
 * when it was decided once it is not.
 */
export function DecisionCell({
  status,
  decidedAt,
  onDecide,
}: {
  status: RequestStatus;
  decidedAt: string | null;
  onDecide(action: DecisionAction): void;
}) {
  return (
    <td data-label="Decision" className="text-right whitespace-nowrap">
      {isOpenRequest(status) ? (
        <span className="inline-flex gap-2">
          <button type="button" className="btn btn-success min-h-8 px-3" onClick={() => onDecide('approve')}>
            Approve
          </button>
          <button type="button" className="btn btn-danger min-h-8 px-3" onClick={() => onDecide('reject')}>
            Reject
          </button>
        </span>
      ) : (
        <span className="text-xs text-muted">{formatDateTime(decidedAt)}</span>
      )}
    </td>
  );
}
