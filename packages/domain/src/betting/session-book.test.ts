import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { addSessionBet, emptySessionBook, sessionBookOf, sessionExposure, sessionPnlAt, type SessionBookLine } from './session-book.js';
import type { SessionBet } from './outcomes.js';
import { referenceExposure, referenceSessionPnl, sessionBets } from './test-arbitraries.js';

/** Every final score worth checking: past the highest run nothing changes any more. */
function scoresToCheck(bets: readonly SessionBet[]): number[] {
  const top = Math.max(0, ...bets.map((b) => b.run)) + 5;
  return Array.from({ length: top + 1 }, (_, score) => score);
}

function referencePnlAt(bets: readonly SessionBet[], score: number): bigint {
  return bets.reduce((sum, bet) => sum + referenceSessionPnl(bet, score), 0n);
}

describe('session book', () => {
  it('starts with one line, nothing won or lost at any score', () => {
    expect(emptySessionBook()).toEqual([{ fromRun: 0, toRun: null, pnl: 0 }]);
    expect(sessionExposure(emptySessionBook())).toBe(0);
  });
  it('a Yes splits the scores at its run', () => {
    const book = addSessionBet(emptySessionBook(), { side: 'back', run: 50, odd: 100, stake: 1_000 });
    expect(book).toEqual([
      { fromRun: 0, toRun: 49, pnl: -1_000 },
      { fromRun: 50, toRun: null, pnl: 1_000 },
    ]);
    expect(sessionExposure(book)).toBe(1_000);
  });
  it('a Yes at 50 and a No at 55 win together between the two runs and cancel elsewhere', () => {
    const book = sessionBookOf([
      { side: 'back', run: 50, odd: 100, stake: 1_000 },
      { side: 'lay', run: 55, odd: 100, stake: 1_000 },
    ]);
    expect(book).toEqual([
      { fromRun: 0, toRun: 49, pnl: 0 },
      { fromRun: 50, toRun: 54, pnl: 2_000 },
      { fromRun: 55, toRun: null, pnl: 0 },
    ]);
    expect(sessionExposure(book)).toBe(0);
    expect(sessionPnlAt(book, 54)).toBe(2_000);
    expect(sessionPnlAt(book, 1_000)).toBe(0);
  });
  it('a No at 60 rate 120 loses 1.2 x stake from 60 up', () => {
    const book = addSessionBet(emptySessionBook(), { side: 'lay', run: 60, odd: 120, stake: 1_000 });
    expect(sessionPnlAt(book, 59)).toBe(1_000);
    expect(sessionPnlAt(book, 60)).toBe(-1_200);
    expect(sessionExposure(book)).toBe(1_200);
  });
  it('a Yes at run 0 wins at every score', () => {
    expect(addSessionBet(emptySessionBook(), { side: 'back', run: 0, odd: 100, stake: 500 })).toEqual([
      { fromRun: 0, toRun: null, pnl: 500 },
    ]);
  });
  it('refuses to add to a book that does not cover every score', () => {
    const bet = { side: 'back', run: 10, odd: 100, stake: 100 } as const;
    expect(() => addSessionBet([], bet)).toThrow(RangeError);
    expect(() => addSessionBet([{ fromRun: 0, toRun: 20, pnl: 0 }], bet)).toThrow(RangeError);
  });
  it('refuses scores that are not whole runs', () => {
    expect(() => sessionPnlAt(emptySessionBook(), -1)).toThrow(RangeError);
    expect(() => sessionPnlAt(emptySessionBook(), 1.5)).toThrow(RangeError);
  });

  test.prop([sessionBets])("P/L at every score is the sum of the bets' P/L there", (bets) => {
    const book = sessionBookOf(bets);
    for (const score of scoresToCheck(bets)) expect(BigInt(sessionPnlAt(book, score))).toBe(referencePnlAt(bets, score));
  });

  test.prop([sessionBets])('exposure is the worst P/L over every final score, by brute force', (bets) => {
    const worstCase = referenceExposure(scoresToCheck(bets).map((score) => referencePnlAt(bets, score)));
    expect(sessionExposure(sessionBookOf(bets))).toBe(worstCase);
  });

  test.prop([sessionBets])('lines are ordered, cover 0 to infinity without gaps, and neighbours differ', (bets) => {
    const book: SessionBookLine[] = sessionBookOf(bets);
    expect(book[0]?.fromRun).toBe(0);
    expect(book.at(-1)?.toRun).toBeNull();
    book.forEach((line, i) => {
      const next = book[i + 1];
      if (!next) return;
      expect(line.toRun).not.toBeNull();
      expect(line.toRun!).toBeGreaterThanOrEqual(line.fromRun);
      expect(next.fromRun).toBe(line.toRun! + 1);
      expect(next.pnl).not.toBe(line.pnl);
    });
  });

  test.prop([sessionBets.chain((bets) => fc.tuple(fc.constant(bets), fc.shuffledSubarray(bets, { minLength: bets.length })))])(
    'the order bets arrive in does not change the book',
    ([bets, shuffled]) => {
      expect(sessionBookOf(shuffled)).toEqual(sessionBookOf(bets));
    },
  );
});
