import { formatTime } from '../../lib/format';

/**
 * A transaction code lock and when it ends (docs/decisions/transaction-code-lockout.md), in the
 * locked tone of StatusBadge but keeping the case of a login's name, which StatusBadge capitalises.
 */
export function CodeLockBadge({ login, lockedUntil }: { login?: string | undefined; lockedUntil: string }) {
  const until = formatTime(lockedUntil);
  return (
    <span className="inline-flex items-center rounded-full bg-rose-500/15 px-2 py-0.5 text-xs font-semibold text-rose-700">
      {login ? `${login}: code locked till ${until}` : `Code locked till ${until}`}
    </span>
  );
}
