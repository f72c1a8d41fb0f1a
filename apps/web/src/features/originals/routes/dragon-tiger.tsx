import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DragonTigerAnswer } from '@backlay/contract';
import { cardLabel, DRAGON_TIGER_RTP, formatRatioPercent, type Card, type DragonTigerBet } from '@backlay/domain';
import { GameFrame } from '../components/game-frame';
import { InstantGameLayout } from '../components/instant-game-layout';
import { useGameSession } from '../lib/use-game-session';
import { useInstantPlay } from '../lib/use-instant-play';
import { playDragonTiger } from '../api/instant-plays';
import { rupees } from '../lib/format';

/** /originals/dragon-tiger?token=: one card each to Dragon and Tiger from a fresh 8-deck shoe. */
export function DragonTigerRoute() {
  const game = useGameSession('dragon-tiger');
  return (
    <GameFrame title="Dragon Tiger" state={game.state}>
      {(session) => <DragonTiger session={session} setBalance={game.setBalance} />}
    </GameFrame>
  );
}

const SIDES: { bet: DragonTigerBet; label: string; pays: string }[] = [
  { bet: 'dragon', label: 'Dragon', pays: '1:1 · tie returns half' },
  { bet: 'tie', label: 'Tie', pays: '11:1' },
  { bet: 'tiger', label: 'Tiger', pays: '1:1 · tie returns half' },
];

function PlayingCard({ card, label, isWinner }: { card: Card | null; label: string; isWinner: boolean }) {
  const isRed = card?.suit === 'hearts' || card?.suit === 'diamonds';
  return (
    <div className="text-center">
      <p className="mb-2 text-sm font-bold text-white/80">{label}</p>
      <div
        className={`mx-auto grid aspect-[5/7] w-24 place-items-center rounded-xl text-3xl font-black sm:w-32 sm:text-4xl ${
          card ? `bg-white ${isRed ? 'text-red-600' : 'text-slate-900'}` : 'bg-white/10 text-white/40'
        } ${isWinner ? 'ring-4 ring-accent' : ''}`}
      >
        {card ? cardLabel(card) : '?'}
      </div>
    </div>
  );
}

function DragonTiger({ session, setBalance }: { session: string; setBalance: (b: number) => void }) {
  const { t } = useTranslation();
  const round = useInstantPlay<DragonTigerAnswer>(setBalance);
  const hand = round.answer;
  const [side, setSide] = useState<DragonTigerBet>('dragon');

  return (
    <InstantGameLayout
      game="dragon-tiger"
      session={session}
      round={round}
      playLabel={t('originals.deal', 'Deal')}
      onPlay={() => void round.play((amount) => playDragonTiger(session, amount, side))}
    >
      <section className="rounded-2xl border border-line bg-[#0b1120] p-4 text-white">
        <div className="flex items-center justify-center gap-6 sm:gap-12">
          <PlayingCard card={hand?.dragon ?? null} label="Dragon" isWinner={hand?.result === 'dragon'} />
          <span className="text-lg font-black text-white/50">VS</span>
          <PlayingCard card={hand?.tiger ?? null} label="Tiger" isWinner={hand?.result === 'tiger'} />
        </div>
        <p className="mt-4 text-center text-lg font-black" aria-live="polite" data-testid="dt-result">
          {hand
            ? `${hand.result === 'tie' ? 'Tie' : hand.result === 'dragon' ? 'Dragon wins' : 'Tiger wins'} · ${
                hand.payout > 0 ? t('originals.returned', 'returned {{win}}', { win: rupees(hand.payout) }) : t('originals.noWin', 'no win')
              }`
            : t('originals.dtReady', 'Choose a side and deal')}
        </p>
      </section>
      <div className="grid grid-cols-3 gap-2">
        {SIDES.map((s) => (
          <button
            key={s.bet}
            type="button"
            aria-pressed={side === s.bet}
            onClick={() => setSide(s.bet)}
            className={`rounded-xl border p-3 text-center ${side === s.bet ? 'border-primary bg-primary text-on-primary' : 'border-line bg-surface'}`}
          >
            <span className="block font-bold">{s.label}</span>
            <span className="block text-[11px] opacity-80">{s.pays}</span>
            <span className="block text-[11px] opacity-80">RTP {formatRatioPercent(DRAGON_TIGER_RTP[s.bet])}%</span>
          </button>
        ))}
      </div>
    </InstantGameLayout>
  );
}
