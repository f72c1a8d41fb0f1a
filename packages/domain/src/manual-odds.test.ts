import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { manualLadder } from './manual-odds.js';

describe('manual odds', () => {
  it('turns bookmaker back and lay into one-level ladders, the size defaulting to the maximum stake', () => {
    expect(manualLadder('bookmaker', { back: { odd: 85 }, lay: { odd: 90, run: 5_000 } }, 200_000)).toEqual({
      back: [[85, 200_000]],
      lay: [[90, 5_000]],
    });
    expect(manualLadder('bookmaker', { back: null, lay: null }, 1)).toEqual({ back: [], lay: [] });
  });

  it('reads session Yes as back and No as lay, each with its line', () => {
    expect(manualLadder('session', { back: { odd: 100, run: 46 }, lay: { odd: 100, run: 45 } }, 0)).toEqual({
      back: [[100, 46]],
      lay: [[100, 45]],
    });
    expect(manualLadder('session', { back: { odd: 90, run: 52 }, lay: { odd: 100, run: 52 } }, 0)).toEqual({
      back: [[90, 52]],
      lay: [[100, 52]],
    });
  });

  it('refuses what is not a price', () => {
    const bm = (back: { odd: number; run?: number } | null, lay: { odd: number; run?: number } | null) =>
      manualLadder('bookmaker', { back, lay }, 1_000);
    expect(bm({ odd: 85.5 }, null)).toEqual({ problem: 'oddNotWhole' });
    expect(bm({ odd: 0 }, null)).toEqual({ problem: 'oddNotWhole' });
    expect(bm({ odd: 1001 }, null)).toEqual({ problem: 'oddNotWhole' });
    expect(bm({ odd: 85, run: 0 }, null)).toEqual({ problem: 'sizeInvalid' });
    expect(bm({ odd: 85, run: 10.5 }, null)).toEqual({ problem: 'sizeInvalid' });
    expect(bm({ odd: 90 }, { odd: 85 })).toEqual({ problem: 'layBelowBack' });
    const ss = (back: { odd: number; run?: number } | null, lay: { odd: number; run?: number } | null) =>
      manualLadder('session', { back, lay }, 1_000);
    expect(ss({ odd: 100 }, null)).toEqual({ problem: 'sessionNeedsRun' });
    expect(ss({ odd: 100, run: -1 }, null)).toEqual({ problem: 'runNotWhole' });
    expect(ss({ odd: 100, run: 44 }, { odd: 100, run: 45 })).toEqual({ problem: 'yesBelowNo' });
    expect(ss({ odd: 110, run: 45 }, { odd: 100, run: 45 })).toEqual({ problem: 'yesRateOverNo' });
  });

  const odd = fc.integer({ min: 1, max: 1000 });
  // Lines close together, so equal and crossed lines come up often.
  const run = fc.integer({ min: 40, max: 44 });

  // A player who backs and lays the same 1 rupee on the entered price must not hold a free bet:
  // never losing whatever happens, and winning in some outcome.
  const isFreeBet = (pnls: number[]) => Math.min(...pnls) >= 0 && Math.max(...pnls) > 0;

  test.prop([odd, odd])('an accepted bookmaker price is never a free bet across a back and a lay', (b, l) => {
    const ladder = manualLadder('bookmaker', { back: { odd: b }, lay: { odd: l } }, 100);
    if ('problem' in ladder) return;
    expect(isFreeBet([b / 100 - l / 100, -1 + 1])).toBe(false);
  });

  test.prop([odd, run, odd, run])('an accepted session line is never a free bet across a Yes and a No', (yo, yr, no, nr) => {
    const ladder = manualLadder('session', { back: { odd: yo, run: yr }, lay: { odd: no, run: nr } }, 0);
    if ('problem' in ladder) return;
    const pnl = (final: number) => (final >= yr ? yo / 100 : -1) + (final < nr ? 1 : -no / 100);
    const finals = [0, yr - 1, yr, nr - 1, nr, MAX_FINAL].filter((f) => f >= 0);
    expect(isFreeBet(finals.map(pnl))).toBe(false);
  });
});

const MAX_FINAL = 10_000;
