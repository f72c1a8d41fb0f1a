import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBetSlip, type Placing } from '../../lib/bet-slip/bet-slip-store';

/** How often the countdown re-reads the clock; a quarter second keeps it on the whole second. */
const TICK_MS = 250;

/** Whole seconds left of the market's delay; 0 once it has passed (the answer is on its way). */
export function secondsLeft(placing: Placing, now: number): number {
  return Math.max(0, Math.ceil(placing.delaySecond - (now - placing.startedAt) / 1000));
}

/**
 * 'Betting in process' over the slip while an order is in flight, counting down the market's
 * in-play delay (docs/product.md §2, §4): the server holds the order that long and then checks
 * the price again, so the countdown is the honest wait.
 */
export function PlacingLoader() {
  const placing = useBetSlip((s) => s.placing);
  return placing ? <Countdown placing={placing} /> : null;
}

/** Mounted per placement, so its clock starts with it. */
function Countdown({ placing }: { placing: Placing }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, []);

  const left = secondsLeft(placing, now);
  return (
    <div
      role="status"
      aria-live="polite"
      className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 bg-surface/90 backdrop-blur-[1px]"
    >
      <span className="size-14 animate-spin rounded-full border-4 border-line border-t-accent" aria-hidden="true" />
      <p className="font-bold">{t('betSlip.bettingInProcess', 'Betting in process')}</p>
      {placing.delaySecond > 0 ? (
        <p className="text-3xl font-bold tabular-nums" data-testid="placing-countdown">
          {left}
        </p>
      ) : null}
    </div>
  );
}
