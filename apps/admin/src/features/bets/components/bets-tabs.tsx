import { useSearchParams } from 'react-router';

export type BetsTab = 'sports' | 'casino';

/**
 * Sports or Casino on the downline's open bets and bet history. Kept in the address
 * (`?tab=casino`) so a link or a reload lands on the same tab; sports is the default.
 */
export function useBetsTab(): [BetsTab, (tab: BetsTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: BetsTab = params.get('tab') === 'casino' ? 'casino' : 'sports';
  const choose = (next: BetsTab) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next === 'sports') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  return [tab, choose];
}

const TABS: { value: BetsTab; label: string }[] = [
  { value: 'sports', label: 'Sports' },
  { value: 'casino', label: 'Casino' },
];

/** The tab row over a bet list. */
export function BetsTabs({ tab, onTab }: { tab: BetsTab; onTab(tab: BetsTab): void }) {
  return (
    <div role="tablist" aria-label="Bets of" className="flex flex-wrap gap-1 border-b border-line pb-2">
      {TABS.map((x) => (
        <button
          key={x.value}
          type="button"
          role="tab"
          aria-selected={tab === x.value}
          className={`rounded-md px-3 py-1.5 text-sm font-medium ${tab === x.value ? 'bg-primary/10 text-primary' : 'text-muted hover:text-fg'}`}
          onClick={() => onTab(x.value)}
        >
          {x.label}
        </button>
      ))}
    </div>
  );
}
