import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isFramed, postBalanceChanged } from '../../../lib/game-frame-messages';
import type { GameSessionState } from '../lib/use-game-session';
import { rupees } from '../lib/format';
import { originalsPaths } from '../lib/originals-paths';

/**
 * The frame of every Originals game page. Opened on its own, the page has the studio's bar
 * (game name, balance, the verify link) over the game. Inside the site's game screen, whose
 * bar already shows the game's name and the player's balance, it has no bar of its own: one
 * balance on screen, not two. It tells the game screen instead whenever the balance moves, so
 * the site's bar follows at once. The verify link stays with each game's fairness panel.
 */
export function GameFrame({
  title,
  state,
  children,
}: {
  title: string;
  state: GameSessionState;
  children: (session: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const [isInFrame] = useState(isFramed);
  const balance = state.status === 'ready' ? state.balance : null;
  useEffect(() => {
    if (isInFrame && balance !== null) postBalanceChanged(balance);
  }, [isInFrame, balance]);
  return (
    <div className="min-h-dvh bg-page text-fg" data-framed={isInFrame || undefined}>
      {!isInFrame && (
        <header className="sticky top-0 z-10 flex h-12 items-center gap-3 border-b border-line bg-surface px-3">
          <div className="min-w-0 flex-1 leading-tight">
            <h1 className="truncate text-sm font-bold">{title}</h1>
            <p className="truncate text-[11px] text-muted">Backlay Originals</p>
          </div>
          <Link
            to={originalsPaths.verify}
            target="_blank"
            className="text-xs font-semibold text-highlight underline-offset-2 hover:underline"
          >
            {t('originals.verify', 'Verify fairness')}
          </Link>
          {state.status === 'ready' && (
            <div className="rounded-lg bg-surface-2 px-3 py-1 text-right leading-tight" aria-live="polite">
              <p className="text-[10px] text-muted">{t('originals.balance', 'Balance')}</p>
              <p className="text-sm font-bold tabular-nums" data-testid="game-balance">
                {rupees(state.balance)}
              </p>
            </div>
          )}
        </header>
      )}
      {isInFrame && <h1 className="sr-only">{title}</h1>}
      <main className="mx-auto w-full max-w-5xl p-3">
        {state.status === 'loading' && (
          <p role="status" className="py-16 text-center text-sm text-muted">
            {t('originals.connecting', 'Connecting to the game…')}
          </p>
        )}
        {state.status === 'error' && (
          <div role="alert" className="card mx-auto mt-10 max-w-md p-6 text-center">
            <p className="font-semibold">{state.message}</p>
            <p className="mt-2 text-sm text-muted">{t('originals.relaunch', 'Close the game and open it again from the casino.')}</p>
          </div>
        )}
        {state.status === 'ready' && children(state.session)}
      </main>
    </div>
  );
}

/** A stake field with the usual quick amounts. */
export function StakeInput({ value, onChange, disabled }: { value: string; onChange: (v: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <div>
      <label className="text-xs font-semibold text-muted" htmlFor="originals-stake">
        {t('originals.stake', 'Stake')}
      </label>
      <input
        id="originals-stake"
        inputMode="decimal"
        className="mt-1 h-11 w-full rounded-lg border border-line bg-surface px-3 text-base font-bold tabular-nums"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value.replace(/[^\d.]/g, ''))}
      />
      <div className="mt-2 grid grid-cols-4 gap-1.5">
        {[100, 500, 1000, 5000].map((v) => (
          <button
            key={v}
            type="button"
            className="btn btn-ghost min-h-8 px-0 text-xs"
            disabled={disabled}
            onClick={() => onChange(String(v))}
          >
            {v.toLocaleString('en-IN')}
          </button>
        ))}
      </div>
    </div>
  );
}
