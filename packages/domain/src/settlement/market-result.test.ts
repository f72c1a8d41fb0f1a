import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { sessionBookOf } from '../betting/session-book.js';
import { teamBookOf } from '../betting/team-book.js';
import { referenceSessionPnl, referenceTeamPnl, sessionBets, teamMarket } from '../betting/test-arbitraries.js';
import { betPnlAt, bookPnlAt, marketPnlAt, resultFitsMarket, settledPnl } from './market-result.js';

const sum = (xs: readonly bigint[]) => xs.reduce((a, b) => a + b, 0n);

describe('market result', () => {
  it('reads the book at the winner, and each bet at the winner', () => {
    const bets = [
      { runnerId: 'a', side: 'back' as const, odd: 250, run: 0, stake: 10_000 },
      { runnerId: 'b', side: 'lay' as const, odd: 300, run: 0, stake: 5_000 },
    ];
    const book = teamBookOf('betfair', ['a', 'b', 'c'], bets);
    expect(marketPnlAt('betfair', book, bets, { kind: 'winner', winnerRunnerId: 'a' })).toEqual({ pnl: 20_000, betPnls: [15_000, 5_000] });
    expect(marketPnlAt('betfair', book, bets, { kind: 'winner', winnerRunnerId: 'b' })).toEqual({
      pnl: -20_000,
      betPnls: [-10_000, -10_000],
    });
    expect(marketPnlAt('betfair', book, bets, { kind: 'void' })).toEqual({ pnl: 0, betPnls: [0, 0] });
  });

  it('settles a winner the stored book does not hold from the bets', () => {
    const bets = [{ runnerId: 'a', side: 'lay' as const, odd: 90, run: 0, stake: 10_000 }];
    const book = teamBookOf('bookmaker', ['a'], bets);
    expect(marketPnlAt('bookmaker', book, bets, { kind: 'winner', winnerRunnerId: 'late' })).toEqual({ pnl: 10_000, betPnls: [10_000] });
  });

  it('refuses a book that its bets cannot explain', () => {
    const bets = [{ runnerId: 'a', side: 'back' as const, odd: 200, run: 0, stake: 100 }];
    expect(() => marketPnlAt('betfair', { a: 999, b: -100 }, bets, { kind: 'winner', winnerRunnerId: 'a' })).toThrow(/differs/);
  });

  it('checks the P/L the bets were marked at against the book, and takes the marked sum where the book says nothing', () => {
    const book = { a: 15_000, b: -10_000 };
    expect(settledPnl('betfair', book, 15_000, { kind: 'winner', winnerRunnerId: 'a' })).toBe(15_000);
    expect(() => settledPnl('betfair', book, 14_999, { kind: 'winner', winnerRunnerId: 'a' })).toThrow(/differs/);
    expect(settledPnl('betfair', book, 700, { kind: 'winner', winnerRunnerId: 'late' })).toBe(700);
    expect(settledPnl('session', null, -300, { kind: 'score', score: 40 })).toBe(-300);
    expect(() => settledPnl('betfair', book, 5, { kind: 'void' })).toThrow(/differs/);
    expect(Object.is(settledPnl('betfair', { a: -0 }, 0, { kind: 'winner', winnerRunnerId: 'a' }), 0)).toBe(true);
  });

  it('matches results to market kinds', () => {
    expect(resultFitsMarket('session', { kind: 'score', score: 3 })).toBe(true);
    expect(resultFitsMarket('session', { kind: 'winner', winnerRunnerId: 'x' })).toBe(false);
    expect(resultFitsMarket('betfair', { kind: 'score', score: 3 })).toBe(false);
    expect(resultFitsMarket('bookmaker', { kind: 'void' })).toBe(true);
    expect(() => bookPnlAt('betfair', {}, { kind: 'score', score: 1 })).toThrow(RangeError);
    expect(() =>
      betPnlAt('session', { runnerId: 's', side: 'back', odd: 100, run: 1, stake: 100 }, { kind: 'winner', winnerRunnerId: 's' }),
    ).toThrow(RangeError);
  });

  test.prop([teamMarket, fc.nat()])('a team market settles exactly the book P/L at the winner, the sum of its bets', (m, pick) => {
    const winner = m.runners[pick % m.runners.length]!;
    const bets = m.bets.map((b) => ({ ...b, run: 0 }));
    const book = teamBookOf(m.kind, m.runners, m.bets);
    const { pnl, betPnls } = marketPnlAt(m.kind, book, bets, { kind: 'winner', winnerRunnerId: winner });
    expect(pnl).toBe(book[winner]);
    expect(BigInt(pnl)).toBe(sum(m.bets.map((b) => referenceTeamPnl(m.kind, b, winner))));
    expect(betPnls.map(BigInt)).toEqual(m.bets.map((b) => referenceTeamPnl(m.kind, b, winner)));
  });

  test.prop([sessionBets, fc.integer({ min: 0, max: 400 })])('a session settles exactly the book P/L at the final score', (bets, score) => {
    const book = sessionBookOf(bets);
    const settling = bets.map((b) => ({ ...b, runnerId: 'session' }));
    const { pnl, betPnls } = marketPnlAt('session', book, settling, { kind: 'score', score });
    expect(BigInt(pnl)).toBe(sum(bets.map((b) => referenceSessionPnl(b, score))));
    expect(betPnls.map(BigInt)).toEqual(bets.map((b) => referenceSessionPnl(b, score)));
  });
});
