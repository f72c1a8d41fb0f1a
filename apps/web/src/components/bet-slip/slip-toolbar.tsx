import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STAKE_MESSAGES } from '@backlay/contract';
import { Dialog } from '../ui/dialog';
import { Icon } from '../ui/icons';
import { useBetSlip, type SlipMode } from '../../lib/bet-slip/bet-slip-store';
import { quickStakeOf } from '../../lib/bet-slip/quick-bet-settings';
import { useSession } from '../../lib/session-store';
import { stakeEditBlock, useQuickBets } from '../../lib/stake-queries';
import { useUi } from '../../lib/ui-store';
import { SlipSwitch } from './slip-switch';

/**
 * The top of the Bet Slip tab (docs/product.md §2, §4, §5): the quick-bet switch, Edit Stakes,
 * and with quick bet on the three quick buttons (one selected) with their own edit button.
 * Both the switch and the editors need a signed-in, non-demo player.
 */
export function SlipToolbar() {
  const { t } = useTranslation();
  const quickBet = useBetSlip((s) => s.quickBet);
  const mode = useBetSlip((s) => s.mode);
  const isLoading = useBetSlip((s) => s.isLoading);
  const { setMode, setQuickBet } = useBetSlip.getState();
  const [isAsking, setAsking] = useState(false);
  const allowed = useSettingsGuard();

  const toggleEditor = (editor: Extract<SlipMode, 'editStakes' | 'editQuickBets'>) => {
    if (mode === editor) setMode('betForm');
    else if (allowed.check()) setMode(editor);
  };

  return (
    <div className="flex flex-col gap-2 border-b border-line px-3 py-2">
      <div className="flex items-center justify-between gap-2">
        {/* The switch only asks: the change happens after OK in the warning (it clears the slip). */}
        <span className="text-sm font-bold">
          <SlipSwitch
            label={
              <>
                <Icon name="bolt" size={16} className={quickBet ? 'text-accent' : 'text-muted'} aria-hidden="true" />
                {t('betSlip.quickBet', 'Quick Bet')}
              </>
            }
            checked={quickBet}
            disabled={isLoading}
            onChange={() => {
              if (allowed.check()) setAsking(true);
            }}
          />
        </span>
        <EditButton pressed={mode === 'editStakes'} onPress={() => toggleEditor('editStakes')}>
          {t('betSlip.editStakes', 'Edit Stakes')}
        </EditButton>
      </div>
      {quickBet ? <QuickStakeRow isEditing={mode === 'editQuickBets'} onEdit={() => toggleEditor('editQuickBets')} /> : null}
      {allowed.message ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {allowed.message}
        </p>
      ) : null}
      <QuickBetSwitchDialog
        open={isAsking}
        turningOn={!quickBet}
        onCancel={() => setAsking(false)}
        onOk={() => {
          setAsking(false);
          setQuickBet(!quickBet);
        }}
      />
    </div>
  );
}

/**
 * The login and demo checks for the slip's settings (docs/product.md). The message shows in the slip
 * itself (a toast would sit under the drawer on phones); signed out, the login popup opens too.
 */
function useSettingsGuard() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  return {
    message,
    check(): boolean {
      const session = useSession.getState();
      const block = stakeEditBlock(session);
      if (!block) {
        setMessage(null);
        return true;
      }
      if (block === STAKE_MESSAGES.demoAccount) setMessage(t('stakes.demoAccount', STAKE_MESSAGES.demoAccount));
      else {
        setMessage(t('stakes.loginFirst', STAKE_MESSAGES.loginFirst));
        if (!session.isLogin) openAuthPopup('login');
      }
      return false;
    },
  };
}

/** Opens or closes an editor; outlined while open, so it never reads as a chosen quick stake. */
function EditButton({ pressed, onPress, children }: { pressed: boolean; onPress(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onPress}
      className={`min-h-9 shrink-0 rounded-md px-2.5 text-sm font-semibold ring-1 transition-colors ${pressed ? 'bg-surface-2 text-accent ring-2 ring-accent' : 'ring-line hover:ring-accent'}`}
    >
      {children}
    </button>
  );
}

/** The three quick amounts as one choice; the selected one is the stake of the next click. */
function QuickStakeRow({ isEditing, onEdit }: { isEditing: boolean; onEdit(): void }) {
  const { t } = useTranslation();
  // Until the saved amounts first load the buttons wait, disabled: a default amount shown for
  // a moment could be chosen and then stand for a different one.
  const { presets, isLoading: isListLoading } = useQuickBets();
  const quickBetValue = useBetSlip((s) => s.quickBetValue);
  const isLoading = useBetSlip((s) => s.isLoading);
  const selectQuickStake = useBetSlip((s) => s.selectQuickStake);
  const selected = presets.findIndex((p) => p.value === quickStakeOf(presets, quickBetValue));

  return (
    <div className="flex items-center gap-1.5">
      <div
        role="radiogroup"
        aria-label={t('betSlip.quickStakes', 'Quick bet stake')}
        aria-busy={isListLoading || undefined}
        className="grid flex-1 grid-cols-3 gap-1.5"
      >
        {presets.map((p, i) => (
          <button
            key={`${i}-${p.value}`}
            type="button"
            role="radio"
            aria-checked={i === selected}
            disabled={isLoading || isListLoading}
            onClick={() => selectQuickStake(p.value)}
            className={`min-h-9 min-w-0 truncate rounded-md px-1 text-sm font-bold tabular-nums ring-1 transition-colors disabled:opacity-60 ${i === selected ? 'bg-accent text-on-accent ring-accent' : 'bg-surface ring-line hover:ring-accent'}`}
          >
            {p.label}
          </button>
        ))}
      </div>
      <EditButton pressed={isEditing} onPress={onEdit}>
        <span aria-hidden="true">{t('betSlip.edit', 'Edit')}</span>
        <span className="sr-only">{t('betSlip.editQuickBets', 'Edit quick bet amounts')}</span>
      </EditButton>
    </div>
  );
}

/** The warning before quick bet is switched (docs/product.md §4): the bet data on the slip is cleared. */
function QuickBetSwitchDialog({ open, turningOn, onOk, onCancel }: { open: boolean; turningOn: boolean; onOk(): void; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={turningOn ? t('betSlip.quickBetOnTitle', 'Turn quick bet on?') : t('betSlip.quickBetOffTitle', 'Turn quick bet off?')}
    >
      <div className="flex flex-col gap-4 p-5">
        <p>{t('betSlip.quickBetClears', 'Existing bet data will be cleared.')}</p>
        {turningOn ? (
          <p className="text-sm text-muted">
            {t('betSlip.quickBetExplain', 'With quick bet on, a tap on a price places the bet at once with the selected quick stake.')}
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-2">
          <button type="button" className="btn btn-ghost ring-1 ring-line" onClick={onCancel}>
            {t('common.cancel', 'Cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onOk}>
            {t('betSlip.ok', 'OK')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
