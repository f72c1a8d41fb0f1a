import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { bytesToHex } from './bytes.js';
import { cardAt } from './cards.js';
import {
  DRAGON_TIGER_BETS,
  DRAGON_TIGER_DECKS,
  DRAGON_TIGER_RTP,
  dragonTigerMultiplier,
  dragonTigerResult,
  playDragonTiger,
  type DragonTigerResult,
} from './dragon-tiger.js';
import { fairRoundsFor } from './fair-random.js';
import { formatRatioPercent } from './payout.js';
import { hashServerSeed } from './seeds.js';
import { CHI_SQUARE_CRITICAL_99, chiSquareStatistic } from './test-stats.js';

describe('dragon tiger rules', () => {
  it('compares ranks only, ace low', () => {
    expect(dragonTigerResult({ rank: 13, suit: 'spades' }, { rank: 1, suit: 'hearts' })).toBe('dragon');
    expect(dragonTigerResult({ rank: 1, suit: 'spades' }, { rank: 2, suit: 'spades' })).toBe('tiger');
    expect(dragonTigerResult({ rank: 7, suit: 'clubs' }, { rank: 7, suit: 'hearts' })).toBe('tie');
  });

  it('pays 2x on a win, half back on a tie for dragon and tiger, 12x on a tie bet', () => {
    expect(dragonTigerMultiplier('dragon', 'dragon')).toBe(200);
    expect(dragonTigerMultiplier('dragon', 'tie')).toBe(50);
    expect(dragonTigerMultiplier('tiger', 'dragon')).toBe(0);
    expect(dragonTigerMultiplier('tie', 'tie')).toBe(1_200);
    expect(dragonTigerMultiplier('tie', 'tiger')).toBe(0);
  });

  it('publishes RTP 399.5/415 = 96.27% on dragon and tiger, 372/415 = 89.64% on tie', () => {
    // Reduced: 16,619,200 / 17,264,000 = 399.5 / 415.
    expect(DRAGON_TIGER_RTP.dragon.numerator * 830n).toBe(DRAGON_TIGER_RTP.dragon.denominator * 799n);
    expect(DRAGON_TIGER_RTP.tie.numerator * 415n).toBe(DRAGON_TIGER_RTP.tie.denominator * 372n);
    expect(formatRatioPercent(DRAGON_TIGER_RTP.dragon)).toBe('96.27');
    expect(formatRatioPercent(DRAGON_TIGER_RTP.tiger)).toBe('96.27');
    expect(formatRatioPercent(DRAGON_TIGER_RTP.tie)).toBe('89.64');
  });

  it('agrees with a brute-force count over every ordered pair of cards in the shoe', () => {
    const shoe = DRAGON_TIGER_DECKS * 52;
    const totals = { dragon: 0n, tiger: 0n, tie: 0n };
    for (let d = 0; d < shoe; d++) {
      for (let t = 0; t < shoe; t++) {
        if (d === t) continue;
        const result = dragonTigerResult(cardAt(d), cardAt(t));
        for (const bet of DRAGON_TIGER_BETS) totals[bet] += BigInt(dragonTigerMultiplier(bet, result));
      }
    }
    const pairs = BigInt(shoe * (shoe - 1) * 100);
    for (const bet of DRAGON_TIGER_BETS) {
      expect(totals[bet] * DRAGON_TIGER_RTP[bet].denominator).toBe(DRAGON_TIGER_RTP[bet].numerator * pairs);
    }
  });
});

describe('dealing', () => {
  test.prop([fc.uint8Array({ minLength: 32, maxLength: 32 }).map(bytesToHex), fc.nat()])('deals two real cards and names the winner', (server, nonce) => {
    const round = playDragonTiger(fairRoundsFor(server)('dt', nonce));
    expect(round.result).toBe(dragonTigerResult(round.dragon, round.tiger));
    for (const card of [round.dragon, round.tiger]) expect(card.rank >= 1 && card.rank <= 13).toBe(true);
  });

  it('100,000 rounds fit the exact dragon/tiger/tie odds at 99% (2 df, critical 9.21)', () => {
    const rounds = fairRoundsFor(hashServerSeed('dragon tiger chi-square seed'));
    const counts: Record<DragonTigerResult, number> = { dragon: 0, tiger: 0, tie: 0 };
    for (let nonce = 0; nonce < 100_000; nonce++) counts[playDragonTiger(rounds('dt', nonce)).result]++;
    const tie = 31 / 415;
    const statistic = chiSquareStatistic([counts.dragon, counts.tiger, counts.tie], [(1 - tie) / 2, (1 - tie) / 2, tie]);
    expect(statistic).toBeLessThan(CHI_SQUARE_CRITICAL_99[2]!);
  });
});
