import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { addTeamBet, emptyTeamBook, teamBookOf, teamExposure, teamPnlAt } from './team-book.js';
import { referenceExposure, referenceTeamPnl, teamMarket } from './test-arbitraries.js';

describe('team book', () => {
  it('a back on one runner wins on it and loses the stake on the others', () => {
    const book = addTeamBet(emptyTeamBook(['india', 'australia', 'draw']), 'betfair', {
      runnerId: 'india',
      side: 'back',
      odd: 250,
      stake: 10_000,
    });
    expect(book).toEqual({ india: 15_000, australia: -10_000, draw: -10_000 });
    expect(teamExposure(book)).toBe(10_000);
  });
  it('a lay is the mirror, and an opposite bet hedges', () => {
    let book = emptyTeamBook(['a', 'b']);
    book = addTeamBet(book, 'bookmaker', { runnerId: 'a', side: 'lay', odd: 90, stake: 10_000 });
    expect(book).toEqual({ a: -9_000, b: 10_000 });
    book = addTeamBet(book, 'bookmaker', { runnerId: 'b', side: 'lay', odd: 110, stake: 10_000 });
    expect(book).toEqual({ a: 1_000, b: -1_000 });
    expect(teamExposure(book)).toBe(1_000);
    expect(teamPnlAt(book, 'a')).toBe(1_000);
  });
  it('has no exposure when no runner loses', () => {
    expect(Object.is(teamExposure(emptyTeamBook(['a', 'b'])), 0)).toBe(true);
    expect(teamExposure({})).toBe(0);
  });
  it('refuses runners it does not hold', () => {
    expect(() => addTeamBet({ a: 0 }, 'betfair', { runnerId: 'x', side: 'back', odd: 200, stake: 100 })).toThrow(RangeError);
    expect(() => teamPnlAt({ a: 0 }, 'x')).toThrow(RangeError);
    expect(() => teamPnlAt({ a: 0 }, 'toString')).toThrow(RangeError);
  });
  it('does not change the book it is given', () => {
    const book = emptyTeamBook(['a', 'b']);
    addTeamBet(book, 'betfair', { runnerId: 'a', side: 'back', odd: 200, stake: 100 });
    expect(book).toEqual({ a: 0, b: 0 });
  });

  test.prop([teamMarket])("P/L at each winner is the sum of the bets' P/L there", ({ kind, runners, bets }) => {
    const book = teamBookOf(kind, runners, bets);
    expect(Object.keys(book).sort()).toEqual([...runners].sort());
    for (const winner of runners) {
      const expected = bets.reduce((sum, bet) => sum + referenceTeamPnl(kind, bet, winner), 0n);
      expect(BigInt(teamPnlAt(book, winner))).toBe(expected);
    }
  });

  test.prop([teamMarket])('exposure is the worst P/L over every winner, by brute force', ({ kind, runners, bets }) => {
    const worstCase = referenceExposure(runners.map((w) => bets.reduce((sum, bet) => sum + referenceTeamPnl(kind, bet, w), 0n)));
    expect(teamExposure(teamBookOf(kind, runners, bets))).toBe(worstCase);
  });

  test.prop([teamMarket.chain((m) => fc.tuple(fc.constant(m), fc.shuffledSubarray(m.bets, { minLength: m.bets.length })))])(
    'the order bets arrive in does not change the book',
    ([{ kind, runners, bets }, shuffled]) => {
      expect(teamBookOf(kind, runners, shuffled)).toEqual(teamBookOf(kind, runners, bets));
    },
  );
});
