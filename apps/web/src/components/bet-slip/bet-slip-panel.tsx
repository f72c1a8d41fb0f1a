import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBetSlip } from '../../lib/bet-slip/bet-slip-store';
import { useOpenBets } from '../../lib/bet-slip/get-open-bets';
import { usePlaceBet } from '../../lib/bet-slip/place-bet';
import { useStakes } from '../../lib/stake-queries';
import { formatBadgeCount } from './badge-count';
import { BetForm } from './bet-form';
import { OpenBetsList } from './open-bets-list';
import { PlacingLoader } from './placing-loader';
import { ConfirmBetDialog } from './confirm-bet-dialog';
import { SlipQuickBetsEditor, SlipStakesEditor } from './slip-preset-editor';
import { SlipToolbar } from './slip-toolbar';

export interface BetSlipPanelProps {
  /** The event page's event: enables 'bet for this event only' in Open Bets. */
  eventId?: string | undefined;
}

type Tab = 'slip' | 'openBets';

/**
 * The /button-values editor is a card sized for a page; inside the slip (a 20 rem column on
 * desktop) it sits flat in the panel with less padding, so its Reset and Update buttons fit.
 */
const EDITOR_FRAME = '[&>section]:rounded-none [&>section]:border-0 [&>section]:bg-transparent [&>section]:p-3';

/**
 * The bet slip panel (docs/product.md §2): tabs Bet Slip and Open Bets (with the open-bets
 * badge). The Bet Slip tab holds the quick-bet switch and edit buttons, then one of the
 * exclusive modes (§4): the single-bet form, Edit Stakes or Edit quick-bet amounts. Over all
 * of it: the confirmation dialog and the 'Betting in process' loader.
 */
export function BetSlipPanel({ eventId }: BetSlipPanelProps) {
  const { t } = useTranslation();
  const mode = useBetSlip((s) => s.mode);
  const setMode = useBetSlip((s) => s.setMode);
  const openBets = useOpenBets();
  const { request, confirm } = usePlaceBet();
  const { presets } = useStakes();
  const baseId = useId();
  const count = openBets.data?.length ?? 0;
  const current: Tab = mode === 'openBets' ? 'openBets' : 'slip';

  const tab = (value: Tab, label: string, badge?: string) => (
    <button
      type="button"
      role="tab"
      id={`${baseId}-${value}-tab`}
      aria-controls={`${baseId}-${value}`}
      aria-selected={current === value}
      // The Bet Slip tab also leads back from an editor to the bet form.
      onClick={() => setMode(value === 'openBets' ? 'openBets' : 'betForm')}
      className={`flex min-h-11 flex-1 items-center justify-center gap-1.5 border-b-2 text-sm font-bold transition-colors ${current === value ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg'}`}
    >
      {label}
      {badge !== undefined ? (
        <span className="min-w-5 rounded-full bg-accent px-1.5 text-xs leading-5 text-on-accent tabular-nums" data-testid="open-bets-badge">
          {badge}
        </span>
      ) : null}
    </button>
  );

  return (
    <div className="relative flex min-h-48 flex-col">
      <div role="tablist" aria-label={t('betSlip.title', 'Bet Slip')} className="flex border-b border-line bg-surface-2">
        {tab('slip', t('betSlip.tabBetSlip', 'Bet Slip'))}
        {tab('openBets', t('betSlip.tabOpenBets', 'Open Bets'), count > 0 ? formatBadgeCount(count) : undefined)}
      </div>
      <div role="tabpanel" id={`${baseId}-${current}`} aria-labelledby={`${baseId}-${current}-tab`} className="min-h-0 flex-1">
        {mode === 'openBets' ? (
          <OpenBetsList eventId={eventId} />
        ) : (
          <>
            <SlipToolbar />
            {mode === 'editStakes' ? (
              <div className={EDITOR_FRAME}>
                <SlipStakesEditor />
              </div>
            ) : mode === 'editQuickBets' ? (
              <div className={EDITOR_FRAME}>
                <SlipQuickBetsEditor />
              </div>
            ) : (
              <BetForm onPlace={request} stakePresets={presets} />
            )}
          </>
        )}
      </div>
      <PlacingLoader />
      <ConfirmBetDialog onConfirm={() => void confirm()} />
    </div>
  );
}
