import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ORIGINALS_MAX_STAKE, ORIGINALS_MIN_STAKE, type CrashMyBet, type CrashState } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { cashOutCrash, placeCrashBet } from '../api/crash-bet';
import { useFlightClock } from './crash-graph';
import { StakeInput } from './game-frame';
import { rupees, times } from '../lib/format';

interface Props {
  session: string;
  state: CrashState | null;
  offsetMs: number;
  myBet: CrashMyBet | null;
  onBet: (bet: CrashMyBet, balance: number) => void;
}

/**
 * Bet and cash out. The button follows the round: a bet while betting is open, a cash-out (with
 * what it would pay now) while the player's bet flies, else a wait. The amount the button shows
 * is the screen's estimate; the server pays its own multiplier at the moment the call arrives.
 */
export function CrashBetPanel({ session, state, offsetMs, myBet, onBet }: Props) {
  const { t } = useTranslation();
  const [stake, setStake] = useState('100');
  const [auto, setAuto] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const clock = useFlightClock(state, offsetMs);
  const phase = state?.phase ?? 'betting';
  const isMineInRound = myBet !== null && state !== null;
  const canCashOut = isMineInRound && myBet.status === 'open' && phase === 'flying';

  const run = async (work: () => Promise<{ docs: { bet: CrashMyBet; balance: number } }>) => {
    setIsBusy(true);
    try {
      const { docs } = await work();
      onBet(docs.bet, docs.balance);
      return docs.bet;
    } catch (err) {
      toast.error(parseApiError(err));
      return null;
    } finally {
      setIsBusy(false);
    }
  };

  const bet = async () => {
    const amount = Number(stake);
    if (!(amount >= ORIGINALS_MIN_STAKE && amount <= ORIGINALS_MAX_STAKE)) {
      toast.error(
        t('originals.stakeRange', 'Stake must be from {{min}} to {{max}}', { min: ORIGINALS_MIN_STAKE, max: ORIGINALS_MAX_STAKE }),
      );
      return;
    }
    const target = auto.trim() ? Number(auto) : null;
    if (target !== null && !(target >= 1.01)) {
      toast.error(t('originals.autoRange', 'Auto cash-out must be 1.01x or more'));
      return;
    }
    const placed = await run(() => placeCrashBet(session, amount, target));
    if (placed) toast.success(t('originals.betPlaced', 'Bet placed: {{amount}}', { amount: rupees(placed.stake) }));
  };

  const cashOut = async () => {
    const done = await run(() => cashOutCrash(session));
    if (done?.cashedOutAt)
      toast.success(t('originals.cashedOut', 'Cashed out at {{at}}: {{win}}', { at: times(done.cashedOutAt), win: rupees(done.payout) }));
  };

  let action;
  if (canCashOut) {
    action = (
      <button type="button" className="btn btn-accent min-h-14 w-full text-base" disabled={isBusy} onClick={() => void cashOut()}>
        {t('originals.cashOutNow', 'Cash out {{amount}}', { amount: rupees(Math.floor(myBet.stake * clock.multiplier * 100) / 100) })}
      </button>
    );
  } else if (phase === 'betting' && !isMineInRound) {
    action = (
      <button type="button" className="btn btn-primary min-h-14 w-full text-base" disabled={isBusy} onClick={() => void bet()}>
        {t('originals.placeBet', 'Place bet')}
      </button>
    );
  } else {
    const label =
      myBet?.status === 'won' && myBet.cashedOutAt
        ? t('originals.youWon', 'You cashed out at {{at}}: {{win}}', { at: times(myBet.cashedOutAt), win: rupees(myBet.payout) })
        : myBet?.status === 'lost'
          ? t('originals.youLost', 'Crashed: your bet of {{stake}} lost', { stake: rupees(myBet.stake) })
          : myBet && phase === 'betting'
            ? t('originals.waitingFlight', 'Bet of {{stake}} in: waiting for the flight', { stake: rupees(myBet.stake) })
            : t('originals.waitNext', 'Wait for the next round');
    action = (
      <p
        className="grid min-h-14 place-items-center rounded-lg bg-surface-2 px-3 text-center text-sm font-semibold"
        data-testid="crash-bet-status"
      >
        {label}
      </p>
    );
  }

  return (
    <section className="card space-y-3 p-3" aria-label={t('originals.betPanel', 'Bet')}>
      <StakeInput value={stake} onChange={setStake} disabled={isBusy || isMineInRound} />
      <div>
        <label className="text-xs font-semibold text-muted" htmlFor="crash-auto">
          {t('originals.autoCashOut', 'Auto cash-out (optional)')}
        </label>
        <input
          id="crash-auto"
          inputMode="decimal"
          placeholder="2.00"
          className="mt-1 h-11 w-full rounded-lg border border-line bg-surface px-3 text-base tabular-nums"
          value={auto}
          disabled={isBusy || isMineInRound}
          onChange={(e) => setAuto(e.target.value.replace(/[^\d.]/g, ''))}
        />
      </div>
      {action}
    </section>
  );
}
