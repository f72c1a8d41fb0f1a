import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CrashMyBet } from '@backlay/contract';
import { GameFrame } from '../components/game-frame';
import { CrashGraph } from '../components/crash-graph';
import { CrashBetPanel } from '../components/crash-bet-panel';
import { CrashHistory } from '../components/crash-history';
import { CasinoOpenBets } from '../components/casino-open-bets';
import { FairnessInfo, FairnessNote } from '../components/fairness-info';
import { useGameSession } from '../lib/use-game-session';
import { useCrashStream } from '../lib/use-crash-stream';
import { crashKeys, getCrashState, useCrashHistory } from '../api/get-crash-state';
import { openBetKeys } from '../api/get-originals-open-bets';
import { rupees, times } from '../lib/format';

/**
 * /originals/crash?token= (the launch URL of Backlay Originals' Crash): the live round from the
 * game server's stream, the graph, bet and cash-out, the last rounds and the round's fairness.
 */
export function CrashRoute() {
  const { t } = useTranslation();
  const game = useGameSession('crash');
  return (
    <GameFrame title={t('originals.crashTitle', 'Crash')} state={game.state}>
      {(session) => <CrashGame session={session} setBalance={game.setBalance} refreshBalance={game.refreshBalance} />}
    </GameFrame>
  );
}

function CrashGame({
  session,
  setBalance,
  refreshBalance,
}: {
  session: string;
  setBalance: (b: number) => void;
  refreshBalance: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { state, offsetMs, isConnected } = useCrashStream();
  const history = useCrashHistory();
  const [myBet, setMyBet] = useState<{ roundId: string; bet: CrashMyBet } | null>(null);
  const seen = useRef<string>('');

  const syncMine = useCallback(async () => {
    try {
      const { docs } = await getCrashState(session);
      setMyBet(docs.myBet ? { roundId: docs.roundId, bet: docs.myBet } : null);
    } catch {
      // The stream keeps the round; the bet shows again with the next answer.
    }
  }, [session]);

  // At each phase change and each cash-out in the round: the player's bet as the server has
  // it (automatic cash-outs, busts), the open bets and the balance; after a crash, the history
  // with the round just revealed.
  const wonCount = state?.bets.filter((b) => b.status === 'won').length ?? 0;
  useEffect(() => {
    if (!state) return;
    const key = `${state.roundId}:${state.phase}:${wonCount}`;
    if (seen.current === key) return;
    const isNewCashOut = seen.current.startsWith(`${state.roundId}:${state.phase}:`);
    seen.current = key;
    void syncMine();
    void queryClient.invalidateQueries({ queryKey: openBetKeys.all });
    if (state.phase === 'crashed' || isNewCashOut) void refreshBalance();
    if (state.phase === 'crashed') void queryClient.invalidateQueries({ queryKey: crashKeys.history });
  }, [state, wonCount, syncMine, refreshBalance, queryClient]);

  const mine = myBet && state && myBet.roundId === state.roundId ? myBet.bet : null;
  // Phones: the graph, the bet panel, then the round's bets. Wider: the panel beside both.
  return (
    <div className="grid gap-3 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_1fr]">
      <div className="min-w-0 space-y-3">
        <CrashHistory rows={history.data ?? []} />
        <CrashGraph state={state} offsetMs={offsetMs} />
        {!isConnected && state === null && (
          <p role="status" className="text-center text-xs text-muted">
            {t('originals.waitingStream', 'Waiting for the round…')}
          </p>
        )}
      </div>
      <div className="space-y-3 lg:row-span-2">
        <CrashBetPanel
          session={session}
          state={state}
          offsetMs={offsetMs}
          myBet={mine}
          onBet={(bet, balance) => {
            if (state) setMyBet({ roundId: state.roundId, bet });
            setBalance(balance);
            void queryClient.invalidateQueries({ queryKey: openBetKeys.all });
          }}
        />
        <CasinoOpenBets session={session} />
        {state && (
          <section className="card space-y-2 p-3">
            <h2 className="text-sm font-bold">{t('originals.roundFairness', 'Round {{n}} fairness', { n: state.roundNumber })}</h2>
            <FairnessInfo
              game="crash"
              title={t('originals.roundFairness', 'Round {{n}} fairness', { n: state.roundNumber })}
              fairness={state.fairness}
            />
            <FairnessNote />
          </section>
        )}
      </div>
      <section className="card min-w-0 self-start p-3">
        <h2 className="mb-2 text-sm font-bold">
          {t('originals.roundBets', 'Bets this round')} <span className="text-muted">({state?.bets.length ?? 0})</span>
        </h2>
        <ul className="max-h-56 divide-y divide-line overflow-y-auto text-xs">
          {(state?.bets ?? []).map((b, i) => (
            <li key={i} className="flex items-center justify-between gap-2 py-1.5">
              <span className="font-mono">{b.player}</span>
              <span className="tabular-nums">{rupees(b.stake)}</span>
              <span
                className={`w-24 text-right font-bold tabular-nums ${b.status === 'won' ? 'text-success' : b.status === 'lost' ? 'text-danger' : 'text-muted'}`}
              >
                {b.cashedOutAt ? `${times(b.cashedOutAt)} ${rupees(b.payout)}` : b.status === 'lost' ? t('originals.lost', 'lost') : '—'}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
