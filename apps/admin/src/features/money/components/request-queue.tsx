import type { ReactNode } from 'react';
import type { DepositRequest, PageInfo } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { formatDateTime } from '../../../lib/format';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TableCard, type ListQuery } from '../../../components/ui/table-card';
import type { useRequestFilters } from '../lib/use-request-filters';
import type { DecisionAction } from '../lib/decision';
import { DecisionCell } from './decision-cell';
import { RequestToolbar } from './request-toolbar';

/** What deposit and withdrawal requests both have: the columns every queue shows. */
type QueuedRequest = Pick<DepositRequest, '_id' | 'createdAt' | 'userName' | 'amount' | 'status' | 'remarks' | 'decidedAt'>;

/**
 * A deposit or withdrawal queue: status tabs and search, then a row per request with when, who
 * and how much, the kind's own columns, its status and remarks, and (for staff who may decide)
 * Approve and Reject. The kind's own columns stand between the amount and the status.
 */
export function RequestQueue<R extends QueuedRequest>({
  title,
  description,
  searchLabel,
  tableClassName,
  emptyText,
  filters,
  list,
  canDecide,
  onDecide,
  amountNote,
  detailHeads,
  detailCells,
  actions,
  children,
}: {
  title: string;
  description: string;
  searchLabel: string;
  tableClassName: string;
  emptyText: string;
  filters: ReturnType<typeof useRequestFilters>;
  list: ListQuery & { data: (PageInfo & { docs: R[] }) | undefined };
  canDecide: boolean;
  onDecide(request: R, action: DecisionAction): void;
  /** A line under the amount (a deposit credited with another amount). */
  amountNote?(request: R): ReactNode;
  detailHeads: ReactNode;
  detailCells(request: R): ReactNode;
  /** Buttons beside the title (a branch's Record deposit). */
  actions?: ReactNode;
  /** The dialogs the screen opens. */
  children?: ReactNode;
}) {
  const rows = list.data?.docs ?? [];
  return (
    <Page title={title} description={description} actions={actions}>
      <RequestToolbar
        status={filters.status}
        onStatus={filters.setStatus}
        search={filters.search}
        onSearch={filters.setSearch}
        searchLabel={searchLabel}
      />
      <TableCard query={list} isEmpty={rows.length === 0} emptyText={emptyText} tableClassName={tableClassName}>
        <thead>
          <tr>
            <th>Requested</th>
            <th>User</th>
            <th className="num">Amount</th>
            {detailHeads}
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
                {amountNote?.(r)}
              </td>
              {detailCells(r)}
              <td data-label="Status">
                <StatusBadge status={r.status} />
              </td>
              <td data-label="Remarks" className="max-w-56 text-muted">
                {r.remarks || '—'}
              </td>
              {canDecide ? <DecisionCell status={r.status} decidedAt={r.decidedAt} onDecide={(action) => onDecide(r, action)} /> : null}
            </tr>
          ))}
        </tbody>
      </TableCard>
      <Pager info={list.data} onPage={filters.setPage} />
      {children}
    </Page>
  );
}

/** The UTR column of either queue: the player's reference of a deposit, the payout's of a withdrawal. */
export function UtrCell({ utr }: { utr: string | null }) {
  return (
    <td data-label="UTR" className="font-mono text-xs">
      {utr ?? '—'}
    </td>
  );
}
