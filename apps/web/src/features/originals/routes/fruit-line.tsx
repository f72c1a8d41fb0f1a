import { useTranslation } from 'react-i18next';
import type { SlotSpinAnswer } from '@backlay/contract';
import {
  formatRatioPercent,
  SLOT_ONE_CHERRY_PAY,
  SLOT_PAYLINES,
  SLOT_RTP,
  SLOT_THREE_OF_A_KIND_PAYS,
  SLOT_TWO_CHERRIES_PAY,
  type SlotSymbol,
} from '@backlay/domain';
import { GameFrame } from '../components/game-frame';
import { InstantGameLayout } from '../components/instant-game-layout';
import { useGameSession } from '../lib/use-game-session';
import { useInstantPlay } from '../lib/use-instant-play';
import { spinFruitLine } from '../api/instant-plays';
import { SlotSymbolView } from '../components/slot-symbol';
import { rupees, times } from '../lib/format';

const LINE_NAMES = ['Middle', 'Top', 'Bottom', 'Diagonal ↘', 'Diagonal ↗'];

/** /originals/fruit-line?token=: the 3x3, five-line slot, its published paytable and RTP. */
export function FruitLineRoute() {
  const game = useGameSession('fruit-line');
  return (
    <GameFrame title="Fruit Line" state={game.state}>
      {(session) => <FruitLine session={session} setBalance={game.setBalance} />}
    </GameFrame>
  );
}

function FruitLine({ session, setBalance }: { session: string; setBalance: (b: number) => void }) {
  const { t } = useTranslation();
  const round = useInstantPlay<SlotSpinAnswer>(setBalance);
  const spin = round.answer;
  const winning = new Set(spin?.lineWins.flatMap((w) => SLOT_PAYLINES[w.line]!.map((row, reel) => `${reel}:${row}`)) ?? []);

  return (
    <InstantGameLayout
      game="fruit-line"
      session={session}
      round={round}
      playLabel={t('originals.spin', 'Spin')}
      onPlay={() => void round.play((amount) => spinFruitLine(session, amount))}
    >
      <section className="rounded-2xl border border-line bg-[#0b1120] p-3 text-white">
        <div className="grid grid-cols-3 gap-2" data-testid="slot-window">
          {[0, 1, 2].map((row) =>
            [0, 1, 2].map((reel) => {
              const symbol = spin?.window[reel]?.[row];
              return (
                <div
                  key={`${reel}:${row}`}
                  className={`grid aspect-[4/3] place-items-center rounded-xl ${
                    winning.has(`${reel}:${row}`) ? 'bg-accent/30 ring-2 ring-accent' : 'bg-white/5'
                  }`}
                >
                  <SlotSymbolView symbol={symbol ?? null} size={64} />
                </div>
              );
            }),
          )}
        </div>
        <p className="mt-3 text-center text-lg font-black" aria-live="polite" data-testid="slot-result">
          {spin
            ? spin.payout > 0
              ? t('originals.slotWin', 'Win {{win}} ({{x}})', { win: rupees(spin.payout), x: times(spin.multiplier) })
              : t('originals.slotNoWin', 'No win this time')
            : t('originals.slotReady', 'Press Spin')}
        </p>
        {spin && spin.lineWins.length > 0 && (
          <p className="text-center text-xs text-white/70">{spin.lineWins.map((w) => `${LINE_NAMES[w.line]} ${w.pay}x`).join(' · ')}</p>
        )}
      </section>
      <Paytable />
    </InstantGameLayout>
  );
}

function Paytable() {
  const { t } = useTranslation();
  return (
    <section className="card p-3 text-xs" aria-labelledby="paytable-title">
      <h2 id="paytable-title" className="mb-2 text-sm font-bold">
        {t('originals.paytable', 'Paytable')} · RTP {formatRatioPercent(SLOT_RTP)}%
      </h2>
      <p className="mb-2 text-muted">
        {t('originals.slotRules', 'The stake is split over 5 lines (middle, top, bottom, two diagonals). Pays per line, in line bets:')}
      </p>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
        {(Object.entries(SLOT_THREE_OF_A_KIND_PAYS) as [SlotSymbol, number][]).map(([s, pay]) => (
          <li key={s} className="flex items-center justify-between">
            <span className="flex gap-0.5">
              {[0, 1, 2].map((i) => (
                <SlotSymbolView key={i} symbol={s} size={22} />
              ))}
            </span>
            <b>{pay}x</b>
          </li>
        ))}
        <li className="flex items-center justify-between">
          <span className="flex items-center gap-0.5">
            <SlotSymbolView symbol="cherry" size={22} />
            <SlotSymbolView symbol="cherry" size={22} /> –
          </span>
          <b>{SLOT_TWO_CHERRIES_PAY}x</b>
        </li>
        <li className="flex items-center justify-between">
          <span className="flex items-center gap-0.5">
            <SlotSymbolView symbol="cherry" size={22} /> – –
          </span>
          <b>{SLOT_ONE_CHERRY_PAY}x</b>
        </li>
      </ul>
    </section>
  );
}
