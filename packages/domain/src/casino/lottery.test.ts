import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { bytesToHex } from './bytes.js';
import { fairRoundsFor } from './fair-random.js';
import {
  LOTTO_6_49,
  LOTTO_6_49_RTP,
  computeLotteryRtp,
  drawLottery,
  isValidLotteryTicket,
  lotteryDrawsWithMatches,
  lotteryMatches,
  settleLotteryTicket,
  type LotteryRules,
} from './lottery.js';
import { formatRatioPercent } from './payout.js';
import { hashServerSeed } from './seeds.js';
import { CHI_SQUARE_CRITICAL_99, chiSquareStatistic } from './test-stats.js';

const round = fc.tuple(fc.uint8Array({ minLength: 32, maxLength: 32 }).map(bytesToHex), fc.nat());

/** Every k-subset of 1..n, for brute-force checks on small lotteries. */
function subsets(n: number, k: number, from = 1): number[][] {
  if (k === 0) return [[]];
  const result: number[][] = [];
  for (let first = from; first <= n - k + 1; first++) for (const rest of subsets(n, k - 1, first + 1)) result.push([first, ...rest]);
  return result;
}

describe('lotto 6/49', () => {
  it('publishes RTP 89.13% (house edge 10.87%) from the hypergeometric odds', () => {
    expect(LOTTO_6_49_RTP).toEqual({ numerator: 1_246_380_000n, denominator: 1_398_381_600n });
    expect(formatRatioPercent(LOTTO_6_49_RTP)).toBe('89.13');
    expect(lotteryDrawsWithMatches(LOTTO_6_49, 6)).toBe(1n);
    expect(lotteryDrawsWithMatches(LOTTO_6_49, 3)).toBe(246_820n);
    const everyDraw = [0, 1, 2, 3, 4, 5, 6].reduce((sum, k) => sum + lotteryDrawsWithMatches(LOTTO_6_49, k), 0n);
    expect(everyDraw).toBe(13_983_816n);
  });

  it('computes RTP the same way a brute-force count of every draw does (pick 3 of 9)', () => {
    const small: LotteryRules = { poolSize: 9, picks: 3, paytable: [0, 50, 300, 4_000] };
    const ticket = [2, 5, 9];
    const draws = subsets(9, 3);
    const total = draws.reduce((sum, draw) => sum + BigInt(settleLotteryTicket(ticket, draw, small).multiplier), 0n);
    const rtp = computeLotteryRtp(small);
    expect(total * rtp.denominator).toBe(rtp.numerator * BigInt(draws.length * 100));
  });

  it('settles a ticket by its matches', () => {
    expect(settleLotteryTicket([1, 2, 3, 4, 5, 6], [6, 5, 4, 40, 41, 42])).toEqual({ matches: 3, multiplier: 2_000 });
    expect(settleLotteryTicket([1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 1])).toEqual({ matches: 1, multiplier: 0 });
    expect(settleLotteryTicket([1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6])).toEqual({ matches: 6, multiplier: 100_000_000 });
  });

  it('refuses tickets that are not 6 different numbers from 1 to 49', () => {
    expect(isValidLotteryTicket(LOTTO_6_49, [1, 2, 3, 4, 5, 5])).toBe(false);
    expect(isValidLotteryTicket(LOTTO_6_49, [0, 2, 3, 4, 5, 6])).toBe(false);
    expect(isValidLotteryTicket(LOTTO_6_49, [1, 2, 3, 4, 5, 50])).toBe(false);
    expect(isValidLotteryTicket(LOTTO_6_49, [1, 2, 3, 4, 5])).toBe(false);
    expect(() => settleLotteryTicket([1, 2, 3], [1, 2, 3, 4, 5, 6])).toThrow('a ticket has 6 different numbers from 1 to 49');
  });
});

describe('the draw', () => {
  test.prop([round])('takes 6 different numbers from 1 to 49', ([server, nonce]) => {
    const draw = drawLottery(fairRoundsFor(server)('lotto', nonce));
    expect(isValidLotteryTicket(LOTTO_6_49, draw)).toBe(true);
  });

  describe('100,000 draws', () => {
    const rounds = fairRoundsFor(hashServerSeed('lottery chi-square seed'));
    const draws = () => Array.from({ length: 100_000 }, (_, nonce) => drawLottery(rounds('lotto', nonce)));

    it('hit every number equally often: chi-square at 99% (48 df, critical 73.683)', () => {
      const counts = new Array<number>(49).fill(0);
      for (const draw of draws()) for (const number of draw) counts[number - 1]!++;
      expect(chiSquareStatistic(counts, new Array<number>(49).fill(1 / 49))).toBeLessThan(CHI_SQUARE_CRITICAL_99[48]!);
    });

    it('match a fixed ticket as the hypergeometric odds say: chi-square at 99% (0, 1, 2, 3+ matches; 3 df, critical 11.345)', () => {
      const ticket = [3, 14, 15, 26, 35, 49];
      const counts = [0, 0, 0, 0];
      for (const draw of draws()) counts[Math.min(3, lotteryMatches(ticket, draw))]!++;
      const total = 13_983_816;
      const probability = (k: number) => Number(lotteryDrawsWithMatches(LOTTO_6_49, k)) / total;
      const probabilities = [probability(0), probability(1), probability(2), 1 - probability(0) - probability(1) - probability(2)];
      expect(chiSquareStatistic(counts, probabilities)).toBeLessThan(CHI_SQUARE_CRITICAL_99[3]!);
    });
  });
});
