import { useTranslation } from 'react-i18next';
import type { ComplaintCategory, ComplaintStatus } from '@backlay/contract';
import type { ComplaintStatusFilter } from '../lib/query-keys';

/** Open waits for staff (amber), answered has a reply to read (blue), closed is done (green). */
export const COMPLAINT_STATUS_CLASS: Record<ComplaintStatus, string> = {
  open: 'bg-amber-500/15 text-amber-700 ring-amber-500/40 dark:text-amber-300',
  answered: 'bg-blue-500/15 text-blue-700 ring-blue-500/40 dark:text-blue-300',
  closed: 'bg-green-500/15 text-green-700 ring-green-500/40 dark:text-green-300',
};

export function useComplaintLabels() {
  const { t } = useTranslation();
  const status = (s: ComplaintStatusFilter): string =>
    ({
      all: t('complaints.status.all', 'All'),
      open: t('complaints.status.open', 'Open'),
      answered: t('complaints.status.answered', 'Answered'),
      closed: t('complaints.status.closed', 'Closed'),
    })[s];
  const category = (c: ComplaintCategory): string =>
    ({
      deposit: t('complaints.category.deposit', 'Deposit'),
      withdraw: t('complaints.category.withdraw', 'Withdraw'),
      betting: t('complaints.category.betting', 'Betting'),
      casino: t('complaints.category.casino', 'Casino'),
      account: t('complaints.category.account', 'Account'),
      other: t('complaints.category.other', 'Other'),
    })[c];
  return { status, category };
}
