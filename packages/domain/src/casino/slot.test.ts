import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { fairRoundsFor } from './fair-random.js';
import { formatRatioPercent, ratioToNumber } from './payout.js';
import { hashServerSeed } from './seeds.js';
import { SLOT_PAYLINES, SLOT_REEL_STRIP, SLOT_RTP, slotLinePay, slotOutcome, spinSlot } from './slot.js';

const stop = fc.integer({ min: 0, max: SLOT_REEL_STRIP.length - 1 });

describe('the published slot', () => {
  it('has 32 stops per reel with the published symbol counts', () => {
    const counts: Record<string, number> = {};
    for (const symbol of SLOT_REEL_STRIP) counts[symbol] = (counts[symbol] ?? 0) + 1;
    expect(counts).toEqual({ seven: 1, bar: 2, bell: 3, plum: 4, orange: 6, lemon: 7, cherry: 9 });
  });

  it('returns exactly 31,461/32,768 = 96.01% by enumeration of every stop combination', () => {
    expect(SLOT_RTP).toEqual({ numerator: 3_146_100n, denominator: 3_276_800n });
    expect(formatRatioPercent(SLOT_RTP, 2)).toBe('96.01');
  });

  it('pays lines by the paytable', () => {
    expect(slotLinePay(['seven', 'seven', 'seven'])).toBe(100);
    expect(slotLinePay(['cherry', 'cherry', 'cherry'])).toBe(6);
    expect(slotLinePay(['cherry', 'cherry', 'lemon'])).toBe(5);
    expect(slotLinePay(['cherry', 'lemon', 'cherry'])).toBe(2);
    expect(slotLinePay(['lemon', 'cherry', 'cherry'])).toBe(0);
    expect(slotLinePay(['bar', 'bar', 'bell'])).toBe(0);
  });

  it('reads the window around each stop and pays every line on it', () => {
    // Stop 16 is the seven; the window shows strip[15], strip[16] and strip[17].
    const spin = slotOutcome([16, 16, 16]);
    expect(spin.window).toEqual([
      ['cherry', 'seven', 'orange'],
      ['cherry', 'seven', 'orange'],
      ['cherry', 'seven', 'orange'],
    ]);
    // Middle: 3 sevens 100; top: 3 cherries 6; bottom: 3 oranges 6; diagonals: cherry-seven-orange 2, orange-seven-cherry 0.
    expect(spin.lineWins.map(({ line, pay }) => [line, pay])).toEqual([
      [0, 100],
      [1, 6],
      [2, 6],
      [3, 2],
    ]);
    // 114 line bets over 5 lines = 22.8x the stake.
    expect(spin.multiplier).toBe(2_280);
  });

  it('wraps around the strip at either end', () => {
    const spin = slotOutcome([0, 31, 0]);
    expect(spin.window[0]).toEqual([SLOT_REEL_STRIP[31], SLOT_REEL_STRIP[0], SLOT_REEL_STRIP[1]]);
    expect(spin.window[1]).toEqual([SLOT_REEL_STRIP[30], SLOT_REEL_STRIP[31], SLOT_REEL_STRIP[0]]);
  });

  test.prop([fc.tuple(stop, stop, stop)])('the multiplier is the line pays spread over the stake', (stops) => {
    const spin = slotOutcome(stops);
    expect(spin.multiplier).toBe((spin.lineWins.reduce((sum, win) => sum + win.pay, 0) * 100) / SLOT_PAYLINES.length);
    expect(Number.isInteger(spin.multiplier)).toBe(true);
  });

  it('refuses stops off the strip', () => {
    expect(() => slotOutcome([0, 0, 32])).toThrow(RangeError);
    expect(() => slotOutcome([0, 0])).toThrow(RangeError);
  });
});

describe('simulated RTP', () => {
  const spins = 1_000_000;

  it('the game is calm enough for a million spins to settle within 0.5 points (4 standard errors)', () => {
    let sumSquares = 0;
    const length = SLOT_REEL_STRIP.length;
    for (let a = 0; a < length; a++) {
      for (let b = 0; b < length; b++) for (let c = 0; c < length; c++) sumSquares += (slotOutcome([a, b, c]).multiplier / 100) ** 2;
    }
    const mean = ratioToNumber(SLOT_RTP);
    const deviation = Math.sqrt(sumSquares / length ** 3 - mean ** 2);
    expect(deviation).toBeCloseTo(0.81, 2);
    expect(4 * (deviation / Math.sqrt(spins))).toBeLessThan(0.005);
  });

  it(`${spins.toLocaleString('en')} real spins return within 0.5 points of the published 96.01%`, () => {
    // One server seed, nonces 0..999,999: the very spinSlot and HMAC stream the game uses.
    const rounds = fairRoundsFor(hashServerSeed('slot rtp simulation seed'));
    let returned = 0;
    for (let nonce = 0; nonce < spins; nonce++) returned += spinSlot(rounds('rtp', nonce)).multiplier;
    const simulated = returned / 100 / spins;
    expect(Math.abs(simulated - ratioToNumber(SLOT_RTP))).toBeLessThan(0.005);
  }, 60_000);
});
