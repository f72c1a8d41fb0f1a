const TONES: Record<string, string> = {
  pending: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  processing: 'bg-sky-500/15 text-sky-700',
  approved: 'bg-emerald-500/15 text-emerald-700',
  settled: 'bg-emerald-500/15 text-emerald-700',
  open: 'bg-sky-500/15 text-sky-700',
  rejected: 'bg-rose-500/15 text-rose-700',
  deleted: 'bg-rose-500/15 text-rose-700',
  void: 'bg-slate-500/15 text-slate-700',
  suspended: 'bg-amber-500/15 text-amber-700',
  closed: 'bg-slate-500/15 text-slate-700',
  winner: 'bg-emerald-500/15 text-emerald-700',
  on: 'bg-emerald-500/15 text-emerald-700',
  off: 'bg-slate-500/15 text-slate-700',
  locked: 'bg-rose-500/15 text-rose-700',
};

/**
 * A status word in a coloured pill (request, bet and market statuses; switches are 'on'/'off'
 * with their own label, e.g. Active/Inactive).
 */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${TONES[status] ?? TONES.off}`}>
      {label ?? status}
    </span>
  );
}
