import type { BetScope, ScopePick } from '../lib/use-bet-scope';
import { Icon } from '../../../components/ui/icons';

const LABELS: Record<keyof BetScope, string> = { user: 'Player', event: 'Event', market: 'Market' };

/** The narrowing in force, each with a button to drop it. */
export function ScopeChips({
  scope,
  onClear,
  hint = 'Click a player, event or market in the list to show only its bets.',
}: {
  scope: BetScope;
  onClear(key: keyof BetScope): void;
  /** What the list lets staff click to narrow it. */
  hint?: string;
}) {
  const picked = (Object.entries(scope) as [keyof BetScope, ScopePick | null][]).filter(([, v]) => v !== null);
  if (picked.length === 0) return <p className="text-xs text-muted">{hint}</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Filters">
      {picked.map(([key, v]) => (
        <li key={key} className="inline-flex items-center gap-1 rounded-full border border-line bg-surface py-0.5 pr-1 pl-3 text-sm">
          <span className="text-muted">{LABELS[key]}:</span> <span className="max-w-48 truncate font-medium">{v!.label}</span>
          <button
            type="button"
            className="icon-btn size-7"
            onClick={() => onClear(key)}
            aria-label={`Remove ${LABELS[key].toLowerCase()} filter`}
          >
            <Icon name="close" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
