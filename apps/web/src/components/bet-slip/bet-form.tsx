import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@backlay/domain';
import type { StakePreset } from '@backlay/contract';
import { formatOdd } from '../markets/format-price';
import { useBetSlip } from '../../lib/bet-slip/bet-slip-store';
import { parseTypedOdd, type SlipBet } from '../../lib/bet-slip/slip-bet';
import { BetOutcome } from './bet-outcome';
import { StakeButtons } from './stake-buttons';
import { SlipSwitch } from './slip-switch';

export interface BetFormProps {
  /** Place Bet pressed (usePlaceBet().request). */
  onPlace(): void;
  stakePresets?: readonly StakePreset[] | undefined;
}

/** The slip's bet form, or the prompt to pick a price while it is empty. */
export function BetForm({ onPlace, stakePresets }: BetFormProps) {
  const { t } = useTranslation();
  const bet = useBetSlip((s) => s.bet);
  const quickBet = useBetSlip((s) => s.quickBet);
  if (!bet) {
    return (
      <div className="flex flex-col items-center gap-1 px-4 py-8 text-center">
        <p className="font-semibold">{t('betSlip.noMarketSelected', 'No market selected')}</p>
        <p className="text-sm text-muted">
          {quickBet
            ? t('betSlip.pickAPriceQuick', 'Quick bet is on: a tap on a price places the bet with the selected stake.')
            : t('betSlip.pickAPrice', 'Tap a price to add it to your bet slip.')}
        </p>
      </div>
    );
  }
  return <SingleBet bet={bet} onPlace={onPlace} stakePresets={stakePresets} />;
}

function sideLabel(bet: SlipBet, t: ReturnType<typeof useTranslation>['t']): string {
  if (bet.marketType === 'session') return bet.oddType === 'BACK' ? t('markets.yes', 'Yes') : t('markets.no', 'No');
  return bet.oddType === 'BACK' ? t('markets.back', 'Back') : t('markets.lay', 'Lay');
}

/**
 * One bet: odds with a +/- stepper (exchange and bookmaker; a session's line and rate are
 * fixed, since the server only matches the exact line and rate on offer), the stake with the
 * player's stake buttons, the profit/liability preview, Clear All and Place Bet.
 */
function SingleBet({ bet, onPlace, stakePresets }: { bet: SlipBet; onPlace(): void; stakePresets?: readonly StakePreset[] | undefined }) {
  const { t } = useTranslation();
  const stake = useBetSlip((s) => s.betSlipStake);
  const isLoading = useBetSlip((s) => s.isLoading);
  const lastError = useBetSlip((s) => s.lastError);
  const acceptAnyOdds = useBetSlip((s) => s.acceptAnyOdds);
  const { typeStake, clear, setAcceptAnyOdds } = useBetSlip.getState();
  const stakeId = useId();
  const isBack = bet.oddType === 'BACK';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onPlace();
  };

  return (
    <form
      onSubmit={submit}
      aria-label={t('betSlip.betForm', 'Bet form')}
      className={`flex flex-col gap-3 border-l-4 p-3 ${isBack ? 'border-back bg-[color-mix(in_oklab,var(--color-back)_18%,transparent)]' : 'border-lay bg-[color-mix(in_oklab,var(--color-lay)_18%,transparent)]'}`}
      data-side={bet.oddType}
    >
      <div className="min-w-0">
        <p className="flex items-baseline gap-2">
          <span className={`rounded px-1.5 py-0.5 text-xs font-bold text-[#0f172a] ${isBack ? 'bg-back' : 'bg-lay'}`}>
            {sideLabel(bet, t)}
          </span>
          <span className="min-w-0 truncate font-bold" data-testid="slip-team">
            {bet.teamName}
          </span>
        </p>
        <p className="truncate text-xs text-muted">
          {bet.event.name} · {bet.marketName}
        </p>
      </div>

      <div className="grid grid-cols-2 gap-2">
        {bet.marketType === 'session' ? <SessionPrice bet={bet} /> : <OddsStepper bet={bet} disabled={isLoading} />}
        <div className="flex flex-col gap-1">
          <label htmlFor={stakeId} className="text-xs font-semibold text-muted">
            {t('betSlip.stake', 'Stake')}
          </label>
          <input
            id={stakeId}
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="done"
            placeholder="0"
            disabled={isLoading}
            className="min-h-10 w-full rounded-md bg-surface px-2 text-right font-semibold tabular-nums ring-1 ring-line focus:ring-2 focus:ring-accent focus:outline-none"
            value={stake === 0 ? '' : String(stake)}
            onChange={(e) => typeStake(e.target.value)}
          />
        </div>
      </div>

      <NewPrice bet={bet} />
      <StakeButtons presets={stakePresets} disabled={isLoading} />
      <p className="text-xs text-muted tabular-nums">
        {t('event.min', 'Min')}: {formatAmount(bet.min)} · {t('event.max', 'Max')}: {formatAmount(bet.max)}
      </p>
      <BetOutcome bet={bet} stake={stake} />
      {lastError ? (
        <p
          role="alert"
          className="rounded-md bg-[color-mix(in_oklab,var(--color-danger)_18%,transparent)] px-3 py-2 text-sm font-semibold text-danger"
        >
          {lastError}
        </p>
      ) : null}

      <SlipSwitch
        label={t('betSlip.acceptAnyOdds', 'Accept any odds')}
        checked={acceptAnyOdds}
        onChange={setAcceptAnyOdds}
        disabled={isLoading}
      />
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className="btn btn-ghost ring-1 ring-line" disabled={isLoading} onClick={clear}>
          {t('betSlip.clearAll', 'Clear All')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {t('betSlip.placeBet', 'Place Bet')}
        </button>
      </div>
    </form>
  );
}

/**
 * After an 'Odds changed' refusal: the price on offer now, beside the player's own (which the
 * slip never changes by itself), and one tap to take it.
 */
function NewPrice({ bet }: { bet: SlipBet }) {
  const { t } = useTranslation();
  const newPrice = useBetSlip((s) => s.newPrice);
  const isLoading = useBetSlip((s) => s.isLoading);
  if (!newPrice) return null;
  const shown = bet.marketType === 'session' ? `${formatOdd(newPrice.run)} / ${formatOdd(newPrice.odd)}` : formatOdd(newPrice.odd);
  return (
    <div
      className="flex items-center justify-between gap-2 rounded-md bg-surface px-3 py-2 text-sm ring-1 ring-line"
      data-testid="slip-new-price"
    >
      <span>
        {t('betSlip.nowOnOffer', 'Now on offer')}: <strong className="tabular-nums">{shown}</strong>
      </span>
      <button
        type="button"
        className="btn btn-primary min-h-9 px-3 text-sm"
        disabled={isLoading}
        onClick={() => useBetSlip.getState().takeNewPrice()}
      >
        {t('betSlip.takeNewPrice', 'Take new price')}
      </button>
    </div>
  );
}

function SessionPrice({ bet }: { bet: SlipBet }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-semibold text-muted">{t('betSlip.runAndRate', 'Run / Rate')}</span>
      <p
        className="flex min-h-10 items-center justify-center rounded-md bg-surface font-bold tabular-nums ring-1 ring-line"
        data-testid="slip-odds"
      >
        {formatOdd(bet.run)} / {formatOdd(bet.odd)}
      </p>
    </div>
  );
}

/** Odds: the price clicked, moved with - and + (lib/bet-slip/odds-step) or typed. */
function OddsStepper({ bet, disabled }: { bet: SlipBet; disabled: boolean }) {
  const { t } = useTranslation();
  const oddsId = useId();
  const { stepOdd, setOdd } = useBetSlip.getState();
  const [draft, setDraft] = useState(() => formatOdd(bet.odd));
  const [shownOdd, setShownOdd] = useState(bet.odd);

  // The stepper or a new selection changed the odds: show them, unless the draft already says
  // so ("1.8" while typing 1.80 must not jump back). Adjusted during render, not in an effect.
  if (shownOdd !== bet.odd) {
    setShownOdd(bet.odd);
    if (parseTypedOdd(draft) !== bet.odd) setDraft(formatOdd(bet.odd));
  }

  const stepButton =
    'flex size-10 shrink-0 items-center justify-center rounded-md bg-surface text-lg font-bold ring-1 ring-line hover:ring-accent disabled:opacity-60';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={oddsId} className="text-xs font-semibold text-muted">
        {t('betSlip.odds', 'Odds')}
      </label>
      <div className="flex gap-1">
        <button
          type="button"
          className={stepButton}
          disabled={disabled}
          aria-label={t('betSlip.oddsDown', 'Lower odds')}
          onClick={() => stepOdd(-1)}
        >
          −
        </button>
        <input
          id={oddsId}
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          className="min-h-10 w-full min-w-0 rounded-md bg-surface px-1 text-center font-semibold tabular-nums ring-1 ring-line focus:ring-2 focus:ring-accent focus:outline-none"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            const odd = parseTypedOdd(e.target.value);
            if (odd !== null) setOdd(odd);
          }}
          onBlur={() => setDraft(formatOdd(bet.odd))}
        />
        <button
          type="button"
          className={stepButton}
          disabled={disabled}
          aria-label={t('betSlip.oddsUp', 'Higher odds')}
          onClick={() => stepOdd(1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
