import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_STATUSES, type Complaint } from '@backlay/contract';
import { Pager } from '../../../components/ui/pager';
import { useComplaints } from '../api/get-complaints';
import { useCloseComplaint } from '../api/close-complaint';
import { siteDateTime } from '../../../lib/site-time';
import type { ComplaintStatusFilter } from '../lib/query-keys';
import { COMPLAINT_STATUS_CLASS, useComplaintLabels } from './complaint-labels';

/** The player's complaints with their status and the answer, filtered by status, paged. */
export function ComplaintList() {
  const { t } = useTranslation();
  const labels = useComplaintLabels();
  const [status, setStatus] = useState<ComplaintStatusFilter>('all');
  const [page, setPage] = useState(1);
  const query = useComplaints(status, page);

  return (
    <section aria-labelledby="complaint-list-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="complaint-list-title" className="text-base font-bold">
          {t('complaints.listTitle', 'My complaints')}
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted">{t('complaints.statusLabel', 'Status')}</span>
          <select
            className="min-h-9 rounded-lg border border-line bg-surface px-2"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as ComplaintStatusFilter);
              setPage(1);
            }}
          >
            {(['all', ...COMPLAINT_STATUSES] as const).map((s) => (
              <option key={s} value={s}>
                {labels.status(s)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isLoading ? (
        <p className="text-sm text-muted">{t('complaints.loading', 'Loading…')}</p>
      ) : query.isError || !query.data || query.data.docs.length === 0 ? (
        <p className="card p-4 text-center text-sm text-muted">{t('complaints.none', 'No Data Found')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {query.data.docs.map((c) => (
              <ComplaintCard key={c._id} complaint={c} />
            ))}
          </ul>
          <Pager page={page} info={query.data} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function ComplaintCard({ complaint: c }: { complaint: Complaint }) {
  const { t, i18n } = useTranslation();
  const labels = useComplaintLabels();
  const close = useCloseComplaint();
  return (
    <li className="card flex flex-col gap-2 p-4" data-testid="complaint">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-bold">{labels.category(c.category)}</span>
        <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-bold ring-1 ${COMPLAINT_STATUS_CLASS[c.status]}`}>
          {labels.status(c.status)}
        </span>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{c.description}</p>
      <p className="text-xs text-muted">{siteDateTime(c.createdAt, i18n.language)}</p>
      {c.answer ? (
        <div className="rounded-lg border-l-4 border-accent bg-surface-2 p-3">
          <p className="text-xs font-bold tracking-wide text-muted uppercase">{t('complaints.answerLabel', 'Answer')}</p>
          <p className="text-sm break-words whitespace-pre-wrap">{c.answer}</p>
          {c.answeredAt && <p className="mt-1 text-xs text-muted">{siteDateTime(c.answeredAt, i18n.language)}</p>}
        </div>
      ) : (
        c.status !== 'closed' && <p className="text-xs text-muted">{t('complaints.waiting', 'Waiting for an answer from support.')}</p>
      )}
      {c.status !== 'closed' && (
        <button
          type="button"
          className="btn btn-ghost min-h-9 self-end text-sm"
          disabled={close.isPending}
          onClick={() => close.mutate(c._id)}
        >
          {t('complaints.close', 'Close complaint')}
        </button>
      )}
    </li>
  );
}
