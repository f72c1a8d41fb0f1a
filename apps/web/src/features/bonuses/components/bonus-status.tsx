import { useTranslation } from 'react-i18next';
import type { UserBonusStatus } from '@backlay/contract';

const CLASS: Record<UserBonusStatus, string> = {
  awaiting: 'bg-amber-500/15 text-amber-700 ring-amber-500/40 dark:text-amber-300',
  active: 'bg-blue-500/15 text-blue-700 ring-blue-500/40 dark:text-blue-300',
  completed: 'bg-green-500/15 text-green-700 ring-green-500/40 dark:text-green-300',
  notApplied: 'bg-slate-500/15 text-slate-700 ring-slate-500/40 dark:text-slate-300',
  rejected: 'bg-red-500/15 text-red-700 ring-red-500/40 dark:text-red-300',
  expired: 'bg-orange-500/15 text-orange-700 ring-orange-500/40 dark:text-orange-300',
};

/** A bonus's state in the request colours: waiting amber, wagering blue, released green, void red, run out orange. */
export function BonusStatus({ status }: { status: UserBonusStatus }) {
  const { t } = useTranslation();
  const label = {
    awaiting: t('bonus.status.awaiting', 'Awaiting approval'),
    active: t('bonus.status.active', 'Wagering'),
    completed: t('bonus.status.completed', 'Released'),
    notApplied: t('bonus.status.notApplied', 'Not applied'),
    rejected: t('bonus.status.rejected', 'Rejected'),
    expired: t('bonus.status.expired', 'Expired'),
  }[status];
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-bold ring-1 ${CLASS[status]}`}>{label}</span>;
}
