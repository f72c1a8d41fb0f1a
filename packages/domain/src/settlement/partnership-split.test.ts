import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  commissionOnLoss,
  FULL_SHARE_BPS,
  honouredShares,
  shareSplitter,
  splitMarketPnl,
  splitPnl,
  type PartnerShare,
} from './partnership-split.js';

const pnl = fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(0, 1, -1, 99, -101));
const share = (i: number) =>
  fc.record({ userId: fc.constant(`u${i}`), bps: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(0, 3_333)) });
const shares: fc.Arbitrary<PartnerShare[]> = fc
  .integer({ min: 0, max: 8 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => share(i))));

function total(split: { player: number; partners: { amount: number }[]; house: number }): number {
  return split.player + split.partners.reduce((a, p) => a + p.amount, 0) + split.house;
}

describe('partnership split', () => {
  it('gives each upline its share of the other side and the rest to the house', () => {
    const split = splitPnl(10_000, [
      { userId: 'wl', bps: 2_000 },
      { userId: 'master', bps: 5_000 },
    ]);
    expect(split).toEqual({
      player: 10_000,
      partners: [
        { userId: 'wl', amount: -2_000 },
        { userId: 'master', amount: -5_000 },
      ],
      house: -3_000,
    });
    expect(splitPnl(-101, [{ userId: 'a', bps: 5_000 }])).toEqual({ player: -101, partners: [{ userId: 'a', amount: 51 }], house: 50 });
  });

  it('cuts shares top-down at 100%', () => {
    expect(
      honouredShares([
        { userId: 'a', bps: 7_000 },
        { userId: 'b', bps: 5_000 },
        { userId: 'c', bps: 100 },
      ]),
    ).toEqual([
      { userId: 'a', bps: 7_000 },
      { userId: 'b', bps: 3_000 },
      { userId: 'c', bps: 0 },
    ]);
    expect(() => honouredShares([{ userId: 'a', bps: -1 }])).toThrow(RangeError);
  });

  it('earns commission on losses only', () => {
    expect(commissionOnLoss(-10_001, 200)).toBe(200);
    expect(commissionOnLoss(10_000, 200)).toBe(0);
    expect(commissionOnLoss(-10_000, 0)).toBe(0);
    expect(() => commissionOnLoss(-1, 10_001)).toThrow(RangeError);
  });

  test.prop([pnl, shares])('the shares of a result sum to it exactly, each within a paisa of its exact part', (p, s) => {
    const split = splitPnl(p, s);
    expect(total(split)).toBe(0);
    const honoured = honouredShares(s);
    expect(honoured.reduce((a, x) => a + x.bps, 0)).toBeLessThanOrEqual(FULL_SHARE_BPS);
    split.partners.forEach((part, i) => {
      const exact = (-p * honoured[i]!.bps) / FULL_SHARE_BPS;
      expect(Math.abs(part.amount - exact)).toBeLessThan(1);
    });
  });

  test.prop([fc.array(pnl, { minLength: 1, maxLength: 8 }), shares])(
    'one splitter splits each of many P/Ls as a split of its own',
    (pnls, s) => {
      // Settlement keeps one splitter per shares list for a whole chunk of players.
      const splitter = shareSplitter(s);
      for (const p of pnls) {
        const own = splitPnl(p, s);
        expect(splitter.parts(p)).toEqual([...own.partners.map((x) => x.amount), own.house]);
      }
      expect(splitter.partners).toEqual(honouredShares(s));
    },
  );

  test.prop([fc.array(fc.tuple(pnl, shares), { maxLength: 6 })])('a market with several share groups still balances', (groups) => {
    const split = splitMarketPnl(groups.map(([p, s]) => ({ pnl: p, shares: s })));
    expect(total(split)).toBe(0);
    expect(split.player).toBe(groups.reduce((a, [p]) => a + p, 0));
    expect(new Set(split.partners.map((x) => x.userId)).size).toBe(split.partners.length);
  });

  test.prop([pnl, pnl, shares])('one share group splits as the same P/L cut in two groups with those shares', (a, b, s) => {
    // Two groups take the general path (added up per signature); one takes the short one.
    expect(splitMarketPnl([{ pnl: a + b, shares: s }])).toEqual(
      splitMarketPnl([
        { pnl: a, shares: s },
        { pnl: b, shares: s },
      ]),
    );
  });
});
