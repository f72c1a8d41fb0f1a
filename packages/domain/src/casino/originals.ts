import type { FairRandom } from './fair-random.js';
import { crashPointOf } from './crash.js';
import { spinSlot, type SlotSymbol } from './slot.js';
import { drawLottery } from './lottery.js';
import { playDragonTiger } from './dragon-tiger.js';
import type { Card } from './cards.js';
import { verifyRound, type RevealedRound } from './verify-round.js';
import { hashServerSeed, isValidServerSeed } from './seeds.js';

/**
 * The games of our studio "Backlay Originals" by catalogue code, each with the one function
 * that turns a round's fair stream into its outcome. The game server plays a round with it and
 * the verify page (in the player's browser, or the public verify call) recomputes the round
 * with the very same function.
 */

export const ORIGINALS_PLAYS = {
  crash: (random: FairRandom) => ({ crashPoint: crashPointOf(random) }),
  'fruit-line': (random: FairRandom) => {
    const spin = spinSlot(random);
    return { stops: spin.stops, window: spin.window, multiplier: spin.multiplier };
  },
  'lotto-6-49': (random: FairRandom) => ({ draw: drawLottery(random) }),
  'dragon-tiger': (random: FairRandom) => playDragonTiger(random),
} as const;

export type OriginalsGame = keyof typeof ORIGINALS_PLAYS;
export type OriginalsOutcome<G extends OriginalsGame> = ReturnType<(typeof ORIGINALS_PLAYS)[G]>;

export function isOriginalsGame(code: string): code is OriginalsGame {
  return Object.hasOwn(ORIGINALS_PLAYS, code);
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS: Record<Card['suit'], string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

export function cardLabel(card: Card): string {
  return `${RANKS[card.rank - 1] ?? '?'}${SUITS[card.suit]}`;
}

export function formatMultiplier(hundredths: number): string {
  return `${(hundredths / 100).toFixed(2)}x`;
}

const SYMBOL_LABELS: Record<SlotSymbol, string> = {
  seven: '7',
  bar: 'BAR',
  bell: 'Bell',
  plum: 'Plum',
  orange: 'Orange',
  lemon: 'Lemon',
  cherry: 'Cherry',
};

/** One line a person reads on the verify page: what the round came out as. */
export function describeOriginalsOutcome(game: OriginalsGame, outcome: unknown): string {
  switch (game) {
    case 'crash':
      return `Crashed at ${formatMultiplier((outcome as OriginalsOutcome<'crash'>).crashPoint)}`;
    case 'fruit-line': {
      const o = outcome as OriginalsOutcome<'fruit-line'>;
      const middle = o.window.map((reel) => SYMBOL_LABELS[reel[1]!]).join(' | ');
      return `Middle row ${middle}; pays ${formatMultiplier(o.multiplier)} the stake`;
    }
    case 'lotto-6-49':
      return `Drawn ${(outcome as OriginalsOutcome<'lotto-6-49'>).draw.join(', ')}`;
    case 'dragon-tiger': {
      const o = outcome as OriginalsOutcome<'dragon-tiger'>;
      return `Dragon ${cardLabel(o.dragon)} v Tiger ${cardLabel(o.tiger)}: ${o.result === 'tie' ? 'Tie' : o.result === 'dragon' ? 'Dragon wins' : 'Tiger wins'}`;
    }
  }
}

export interface OriginalsVerification {
  isValid: boolean;
  reason: string | null;
  computedHash: string | null;
  hashMatches: boolean | null;
  summary: string | null;
  outcome: unknown;
}

/**
 * Verifies a revealed round of a game. With the published hash it runs `verifyRound` (hash
 * check, then the recomputation); without one it only recomputes, and says so.
 */
export function verifyOriginalsRound(
  game: OriginalsGame,
  revealed: Omit<RevealedRound, 'serverSeedHash'> & { serverSeedHash?: string | undefined },
): OriginalsVerification {
  const serverSeed = revealed.serverSeed.trim().toLowerCase();
  const computedHash = isValidServerSeed(serverSeed) ? hashServerSeed(serverSeed) : null;
  const given = revealed.serverSeedHash?.trim().toLowerCase() || undefined;
  const play: (random: FairRandom) => unknown = ORIGINALS_PLAYS[game];
  const result = verifyRound({ ...revealed, serverSeed, serverSeedHash: given ?? computedHash ?? '' }, play);
  if (!result.isValid) {
    return {
      isValid: false,
      reason: result.reason,
      computedHash,
      hashMatches: given && computedHash ? given === computedHash : null,
      summary: null,
      outcome: null,
    };
  }
  return {
    isValid: true,
    reason: given ? null : 'No published hash given: the outcome is recomputed, the commitment is not checked.',
    computedHash,
    hashMatches: given ? true : null,
    summary: describeOriginalsOutcome(game, result.outcome),
    outcome: result.outcome,
  };
}
