import { DEFAULT_STAKES, type StakePreset } from '@backlay/contract';
import { useBetSlip } from '../../lib/bet-slip/bet-slip-store';

/**
 * The player's stake buttons: one press puts that amount in the stake field. Until the saved
 * buttons load (or when they fail to), the six defaults of docs/product.md §9 are used.
 */
export function StakeButtons({ presets = DEFAULT_STAKES, disabled }: { presets?: readonly StakePreset[]; disabled: boolean }) {
  const setStake = useBetSlip((s) => s.setStake);
  return (
    <div className="grid grid-cols-3 gap-1.5">
      {presets.map((p) => (
        <button
          key={`${p.label}-${p.value}`}
          type="button"
          disabled={disabled}
          className="min-h-9 rounded-md bg-surface px-1 text-sm font-semibold tabular-nums ring-1 ring-line hover:ring-accent disabled:opacity-60"
          onClick={() => setStake(p.value)}
        >
          {p.label}
        </button>
      ))}
    </div>
  );
}
