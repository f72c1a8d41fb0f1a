import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrashState } from '@backlay/contract';
import { crashMultiplierAt } from '@backlay/domain';
import { serverNow } from '../lib/use-crash-stream';
import { times } from '../lib/format';

const W = 600;
const H = 260;
const PAD = 28;

/** Where the round is on the screen's clock: the curve is the published e^(0.00006 t). */
function useFlightClock(state: CrashState | null, offsetMs: number): { elapsedMs: number; multiplier: number; countdownMs: number } {
  const [now, setNow] = useState(() => serverNow(offsetMs));
  useEffect(() => {
    let frame = 0;
    const tick = () => {
      setNow(serverNow(offsetMs));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [offsetMs]);
  if (!state) return { elapsedMs: 0, multiplier: 1, countdownMs: 0 };
  if (state.phase === 'betting') return { elapsedMs: 0, multiplier: 1, countdownMs: Math.max(0, state.bettingEndsAt - now) };
  const elapsedMs = Math.max(0, now - state.flightStartsAt) * state.flightSpeed;
  if (state.phase === 'crashed') return { elapsedMs, multiplier: state.multiplier, countdownMs: 0 };
  // Between two messages the screen draws the curve itself; never below the server's last figure.
  return { elapsedMs, multiplier: Math.max(state.multiplier, crashMultiplierAt(elapsedMs) / 100), countdownMs: 0 };
}

/** The live multiplier graph: the curve so far, the figure in the middle, the countdown between rounds. */
export function CrashGraph({ state, offsetMs }: { state: CrashState | null; offsetMs: number }) {
  const { t } = useTranslation();
  const clock = useFlightClock(state, offsetMs);
  const phase = state?.phase ?? 'betting';
  const shownMs = phase === 'crashed' ? Math.log(clock.multiplier) / 0.00006 : clock.elapsedMs;
  const spanMs = Math.max(10_000, shownMs * 1.15);
  const top = Math.max(2, clock.multiplier * 1.15);
  const x = (ms: number) => PAD + (ms / spanMs) * (W - PAD * 2);
  const y = (m: number) => H - PAD - ((m - 1) / (top - 1)) * (H - PAD * 2);
  const points: string[] = [];
  if (phase !== 'betting') {
    for (let i = 0; i <= 60; i++) {
      const ms = (shownMs * i) / 60;
      points.push(`${x(ms).toFixed(1)},${y(Math.min(clock.multiplier, Math.exp(0.00006 * ms))).toFixed(1)}`);
    }
  }
  const colour = phase === 'crashed' ? 'var(--color-danger)' : 'var(--color-accent)';
  return (
    <div
      className="relative overflow-hidden rounded-2xl border border-line bg-[#0b1120] text-white"
      data-testid="crash-graph"
      data-phase={phase}
    >
      <svg viewBox={`0 0 ${W} ${H}`} className="block h-auto w-full" role="img" aria-label={t('originals.crashGraph', 'Multiplier graph')}>
        {[1, 2, 3, 4].map((i) => (
          <line key={i} x1={PAD} x2={W - PAD} y1={PAD + ((H - PAD * 2) * i) / 4} y2={PAD + ((H - PAD * 2) * i) / 4} stroke="#ffffff14" />
        ))}
        <text x={PAD} y={H - 8} fill="#ffffff66" fontSize="11">
          0s
        </text>
        <text x={W - PAD} y={H - 8} fill="#ffffff66" fontSize="11" textAnchor="end">
          {(spanMs / 1000).toFixed(0)}s
        </text>
        <text x={4} y={PAD + 4} fill="#ffffff66" fontSize="11">
          {times(top)}
        </text>
        {points.length > 0 && (
          <>
            <polygon points={`${x(0)},${y(1)} ${points.join(' ')} ${x(shownMs)},${y(1)}`} fill={colour} opacity="0.15" />
            <polyline points={points.join(' ')} fill="none" stroke={colour} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
          </>
        )}
      </svg>
      <div className="pointer-events-none absolute inset-0 grid place-items-center text-center">
        {phase === 'betting' ? (
          <div>
            <p className="text-sm font-semibold text-white/70">{t('originals.placeYourBets', 'Place your bets')}</p>
            <p className="text-4xl font-black tabular-nums sm:text-5xl">{(clock.countdownMs / 1000).toFixed(1)}s</p>
          </div>
        ) : (
          <div>
            <p className="text-5xl font-black tabular-nums sm:text-6xl" style={{ color: colour }} data-testid="crash-multiplier">
              {times(clock.multiplier)}
            </p>
            {phase === 'crashed' && <p className="mt-1 text-sm font-bold text-white/80">{t('originals.crashedAt', 'Crashed')}</p>}
          </div>
        )}
      </div>
    </div>
  );
}

export { useFlightClock };
