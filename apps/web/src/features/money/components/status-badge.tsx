import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '@backlay/contract';
import { STATUS_CLASS, type StatusFilter } from '../lib/request-status';

/** The words for a request status (and the filter's 'all'). */
export function useRequestStatusLabel(): (status: StatusFilter) => string {
  const { t } = useTranslation();
  return (status) =>
    ({
      all: t('money.status.all', 'All'),
      pending: t('money.status.pending', 'Pending'),
      processing: t('money.status.processing', 'Processing'),
      approved: t('money.status.approved', 'Approved'),
      rejected: t('money.status.rejected', 'Rejected'),
    })[status];
}

/** A request's status in its colour (pending amber, approved green, rejected red, processing blue). */
export function StatusBadge({ status }: { status: RequestStatus }) {
  const label = useRequestStatusLabel();
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-bold ring-1 ${STATUS_CLASS[status]}`}>
      {label(status)}
    </span>
  );
}
