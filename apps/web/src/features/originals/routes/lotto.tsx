import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LottoPlayAnswer } from '@backlay/contract';
import { formatRatioPercent, LOTTO_6_49, LOTTO_6_49_RTP } from '@backlay/domain';
import { GameFrame } from '../components/game-frame';
import { InstantGameLayout } from '../components/instant-game-layout';
import { useGameSession } from '../lib/use-game-session';
import { useInstantPlay } from '../lib/use-instant-play';
import { playLotto } from '../api/instant-plays';
import { rupees } from '../lib/format';

/** /originals/lotto-6-49?token=: pick six of 49, the draw at once, paid by matches. */
export function LottoRoute() {
  const game = useGameSession('lotto-6-49');
  return (
    <GameFrame title="Lotto 6/49" state={game.state}>
      {(session) => <Lotto session={session} setBalance={game.setBalance} />}
    </GameFrame>
  );
}

function quickPick(): number[] {
  const pool = Array.from({ length: 49 }, (_, i) => i + 1);
  const picked: number[] = [];
  const random = new Uint32Array(6);
  crypto.getRandomValues(random);
  for (let i = 0; i < 6; i++) picked.push(pool.splice(random[i]! % pool.length, 1)[0]!);
  return picked.sort((a, b) => a - b);
}

function Lotto({ session, setBalance }: { session: string; setBalance: (b: number) => void }) {
  const { t } = useTranslation();
  const round = useInstantPlay<LottoPlayAnswer>(setBalance);
  const result = round.answer;
  const [numbers, setNumbers] = useState<number[]>([]);
  const drawn = new Set(result?.draw ?? []);

  const toggle = (n: number) =>
    setNumbers((list) => (list.includes(n) ? list.filter((x) => x !== n) : list.length < 6 ? [...list, n].sort((a, b) => a - b) : list));

  const play = () =>
    round.play(
      (amount) => playLotto(session, amount, numbers),
      () => (numbers.length !== 6 ? t('originals.pickSix', 'Pick 6 numbers') : null),
    );

  return (
    <InstantGameLayout
      game="lotto-6-49"
      session={session}
      round={round}
      playLabel={t('originals.drawNow', 'Buy ticket and draw')}
      onPlay={() => void play()}
      panelExtra={<Paytable />}
    >
      <section className="card p-3">
        <div className="mb-2 flex items-center justify-between">
          <h2 className="text-sm font-bold">{t('originals.pickNumbers', 'Pick 6 numbers ({{n}}/6)', { n: numbers.length })}</h2>
          <div className="flex gap-2">
            <button type="button" className="btn btn-ghost min-h-8 text-xs" onClick={() => setNumbers(quickPick())}>
              {t('originals.quickPick', 'Quick pick')}
            </button>
            <button type="button" className="btn btn-ghost min-h-8 text-xs" onClick={() => setNumbers([])}>
              {t('originals.clear', 'Clear')}
            </button>
          </div>
        </div>
        <div className="mx-auto grid max-w-md grid-cols-7 gap-1.5">
          {Array.from({ length: 49 }, (_, i) => i + 1).map((n) => {
            const isPicked = numbers.includes(n);
            const isHit = isPicked && drawn.has(n);
            return (
              <button
                key={n}
                type="button"
                aria-pressed={isPicked}
                onClick={() => toggle(n)}
                className={`aspect-square rounded-full text-sm font-bold tabular-nums transition-colors ${
                  isHit ? 'bg-success text-white' : isPicked ? 'bg-primary text-on-primary' : drawn.has(n) ? 'bg-accent/40' : 'bg-surface-2'
                }`}
              >
                {n}
              </button>
            );
          })}
        </div>
      </section>
      {result && (
        <section className="card p-3 text-center" aria-live="polite" data-testid="lotto-result">
          <p className="text-xs text-muted">{t('originals.drawn', 'Drawn')}</p>
          <p className="my-2 flex flex-wrap justify-center gap-2">
            {result.draw.map((n) => (
              <span
                key={n}
                className={`grid size-10 place-items-center rounded-full font-black ${result.numbers.includes(n) ? 'bg-success text-white' : 'bg-accent text-on-accent'}`}
              >
                {n}
              </span>
            ))}
          </p>
          <p className="font-bold">
            {t('originals.matches', '{{n}} matches', { n: result.matches })} ·{' '}
            {result.payout > 0 ? t('originals.youWin', 'you win {{win}}', { win: rupees(result.payout) }) : t('originals.noWin', 'no win')}
          </p>
        </section>
      )}
    </InstantGameLayout>
  );
}

/** Pays by matches, in multiples of the stake (the table holds hundredths). */
function Paytable() {
  const { t } = useTranslation();
  return (
    <table className="w-full text-xs">
      <caption className="mb-1 text-left font-bold">
        {t('originals.paytable', 'Paytable')} · RTP {formatRatioPercent(LOTTO_6_49_RTP)}%
      </caption>
      <tbody>
        {LOTTO_6_49.paytable.map((pay, matches) =>
          pay > 0 ? (
            <tr key={matches} className="border-t border-line">
              <td className="py-1">{t('originals.matches', '{{n}} matches', { n: matches })}</td>
              <td className="text-right font-bold">{(pay / 100).toLocaleString('en-IN')}x</td>
            </tr>
          ) : null,
        )}
      </tbody>
    </table>
  );
}
