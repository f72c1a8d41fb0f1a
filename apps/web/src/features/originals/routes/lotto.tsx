import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ORIGINALS_MAX_STAKE, ORIGINALS_MIN_STAKE, type LottoPlayAnswer, type OriginalsFairness } from '@backlay/contract';
import { formatRatioPercent, LOTTO_6_49, LOTTO_6_49_RTP } from '@backlay/domain';
import { parseApiError } from '../../../lib/api-client';
import { GameFrame, StakeInput } from '../components/game-frame';
import { InstantFairness, stakeOf } from '../components/instant-fairness';
import { useGameSession } from '../lib/use-game-session';
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
  const [stake, setStake] = useState('100');
  const [numbers, setNumbers] = useState<number[]>([]);
  const [result, setResult] = useState<LottoPlayAnswer | null>(null);
  const [next, setNext] = useState<OriginalsFairness | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const drawn = new Set(result?.draw ?? []);

  const toggle = (n: number) =>
    setNumbers((list) => (list.includes(n) ? list.filter((x) => x !== n) : list.length < 6 ? [...list, n].sort((a, b) => a - b) : list));

  const play = async () => {
    const amount = stakeOf(stake, ORIGINALS_MIN_STAKE, ORIGINALS_MAX_STAKE);
    if (amount === null)
      return toast.error(
        t('originals.stakeRange', 'Stake must be from {{min}} to {{max}}', { min: ORIGINALS_MIN_STAKE, max: ORIGINALS_MAX_STAKE }),
      );
    if (numbers.length !== 6) return toast.error(t('originals.pickSix', 'Pick 6 numbers'));
    setIsBusy(true);
    try {
      const answer = await playLotto(session, amount, numbers);
      setResult(answer);
      setNext(answer.next);
      setBalance(answer.balance);
    } catch (err) {
      toast.error(parseApiError(err));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className="grid gap-3 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-3">
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
                    isHit
                      ? 'bg-success text-white'
                      : isPicked
                        ? 'bg-primary text-on-primary'
                        : drawn.has(n)
                          ? 'bg-accent/40'
                          : 'bg-surface-2'
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
              {result.payout > 0
                ? t('originals.youWin', 'you win {{win}}', { win: rupees(result.payout) })
                : t('originals.noWin', 'no win')}
            </p>
          </section>
        )}
      </div>
      <div className="space-y-3">
        <section className="card space-y-3 p-3">
          <StakeInput value={stake} onChange={setStake} disabled={isBusy} />
          <button type="button" className="btn btn-primary min-h-14 w-full text-base" disabled={isBusy} onClick={() => void play()}>
            {t('originals.drawNow', 'Buy ticket and draw')}
          </button>
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
        </section>
        <InstantFairness game="lotto-6-49" session={session} next={next} last={result?.fairness ?? null} onNext={setNext} />
      </div>
    </div>
  );
}
