import { useState } from 'react';
import { COMPLAINT_STATUSES, type Complaint, type ComplaintListQuery } from '@backlay/contract';
import { formatDateTime } from '../../../lib/format';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TableCard } from '../../../components/ui/table-card';
import { useStaffComplaints } from '../api/get-complaints';
import { AnswerDialog } from '../components/answer-dialog';

type StatusFilter = ComplaintListQuery['status'];
const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...COMPLAINT_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) })),
];

/** Complaints of the downline players: filter by status or user, answer and close. */
export function ComplaintsRoute() {
  const [status, setStatus] = useState<StatusFilter>('open');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useStaffComplaints({ status, search: search.trim() || undefined, page, limit: 20 });
  const [answering, setAnswering] = useState<Complaint | null>(null);
  const rows = list.data?.docs ?? [];

  return (
    <Page
      title="Complaints"
      description="Complaints of your downline players. Answer them here; the player sees the answer on the Complain Box."
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="group" aria-label="Status" className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
          {STATUS_OPTIONS.map((o) => (
            <button
              key={o.value}
              type="button"
              aria-pressed={status === o.value}
              onClick={() => {
                setStatus(o.value);
                setPage(1);
              }}
              className={`min-h-8 rounded-md px-3 text-sm font-medium whitespace-nowrap ${status === o.value ? 'bg-primary text-on-primary' : 'text-muted hover:bg-surface-2'}`}
            >
              {o.label}
            </button>
          ))}
        </div>
        <SearchBox
          value={search}
          onValueChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          label="Search user"
        />
      </div>
      <TableCard query={list} isEmpty={rows.length === 0} emptyText="No complaints." tableClassName="md:min-w-[52rem]">
        <thead>
          <tr>
            <th>Filed</th>
            <th>User</th>
            <th>Category</th>
            <th>Complaint</th>
            <th>Status</th>
            <th>Answer</th>
            <th className="text-right">Action</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c._id}>
              <td data-label="Filed" className="whitespace-nowrap">
                {formatDateTime(c.createdAt)}
              </td>
              <td data-label="User" className="font-medium">
                {c.userName}
              </td>
              <td data-label="Category" className="capitalize">
                {c.category}
              </td>
              <td data-label="Complaint" className="max-w-80 whitespace-pre-wrap">
                {c.description}
              </td>
              <td data-label="Status">
                <StatusBadge status={c.status === 'answered' ? 'approved' : c.status} label={c.status} />
              </td>
              <td data-label="Answer" className="max-w-72 text-muted">
                {c.answer ? (
                  <>
                    <span className="whitespace-pre-wrap text-fg">{c.answer}</span>
                    <span className="mt-0.5 block text-xs">
                      {c.answeredBy} · {formatDateTime(c.answeredAt)}
                    </span>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td data-label="Action" className="text-right">
                {c.status === 'closed' ? (
                  <span className="text-xs text-muted">Closed {formatDateTime(c.closedAt)}</span>
                ) : (
                  <button type="button" className="btn btn-ghost min-h-8" onClick={() => setAnswering(c)}>
                    {c.answer ? 'Edit / close' : 'Answer'}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
      <Pager info={list.data} onPage={setPage} />
      {answering ? <AnswerDialog complaint={answering} onClose={() => setAnswering(null)} /> : null}
    </Page>
  );
}
