import { useTranslation } from 'react-i18next';
import type { StakePreset } from '@backlay/contract';
// The /button-values editors, reused so the slip and the page edit the lists one way.
import { QuickBetButtonsEditor, StakeButtonsEditor } from '../stake-presets/stake-list-editors';
import { useBetSlip } from '../../lib/bet-slip/bet-slip-store';
import { quickStakeOf } from '../../lib/bet-slip/quick-bet-settings';
import { useQuickBets, useSaveQuickBets, useSaveStakes, useStakes } from '../../lib/stake-queries';

/**
 * The slip's Edit Stakes panel (docs/product.md §2, §5): the player's stake buttons as label and
 * value rows. Saved ('Updated Sucessfully'), the slip goes back to the bet form; a failed save
 * leaves the rows as typed and the Update button usable again.
 */
export function SlipStakesEditor() {
  const stakes = useStakes();
  const save = useSaveStakes();
  const setMode = useBetSlip((s) => s.setMode);
  if (stakes.isLoading) return <Loading />;
  return (
    <StakeButtonsEditor
      presets={stakes.presets}
      isSaving={save.isPending}
      onSave={(presets) => save.mutate(presets, { onSuccess: () => setMode('betForm') })}
    />
  );
}

/**
 * The slip's Edit quick-bet amounts panel. The selected quick button stays selected by its
 * place in the row, so changing its amount keeps it chosen with the new amount.
 */
export function SlipQuickBetsEditor() {
  const quickBets = useQuickBets();
  const save = useSaveQuickBets();
  const setMode = useBetSlip((s) => s.setMode);

  const onSave = (presets: StakePreset[]) => {
    const before = quickBets.presets;
    const { quickBetValue } = useBetSlip.getState();
    const selected = quickBetValue > 0 ? before.findIndex((p) => p.value === quickStakeOf(before, quickBetValue)) : -1;
    save.mutate(presets, {
      onSuccess: (saved) => {
        const keep = saved.docs[selected];
        if (keep) useBetSlip.getState().selectQuickStake(keep.value);
        setMode('betForm');
      },
    });
  };

  if (quickBets.isLoading) return <Loading />;
  return <QuickBetButtonsEditor presets={quickBets.presets} isSaving={save.isPending} onSave={onSave} />;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-8" role="status" aria-label={t('common.loading', 'Loading…')}>
      <span className="size-8 animate-spin rounded-full border-4 border-line border-t-accent" aria-hidden="true" />
    </div>
  );
}
