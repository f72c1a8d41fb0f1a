import { formatAmount, paiseToRupees } from '@backlay/domain';

/** Green for a profit, red for a loss. */
export const pnlTone = (paise: number) => (paise > 0 ? 'text-success' : paise < 0 ? 'text-danger' : 'text-muted');

/**
 * The player's P/L under a runner (or a session line): what it is now and, while the slip holds
 * a bet on this market, what it would become ("» next"). Nothing when there is neither.
 */
export function RunnerPnl({ current, next, label }: { current: number | null; next: number | null; label: string }) {
  if (current === null && next === null) return null;
  return (
    <p className="flex gap-1.5 text-xs font-semibold tabular-nums" data-testid="runner-pnl">
      <span className="sr-only">{label}:</span>
      {current !== null ? <span className={pnlTone(current)}>{formatAmount(paiseToRupees(current))}</span> : null}
      {next !== null ? (
        <span className={pnlTone(next)} data-testid="runner-pnl-next">
          » {formatAmount(paiseToRupees(next))}
        </span>
      ) : null}
    </p>
  );
}
