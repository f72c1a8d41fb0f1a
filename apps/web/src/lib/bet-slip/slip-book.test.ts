import { describe, expect, it } from 'vitest';
import { slipOutcome, bookFromExposure, withSlipBet, sessionLineFigure } from './slip-book';
import { exposureEntry, slipBet } from './test/fixtures';

describe('slip outcome (paise)', () => {
  it('exchange back: profit stake x (odd - 1), liability the stake', () => {
    expect(slipOutcome(slipBet({ odd: 1.85 }), 1000)).toEqual({ profit: 85_000, liability: 100_000 });
  });
  it('exchange lay: profit the stake, liability stake x (odd - 1)', () => {
    expect(slipOutcome(slipBet({ oddType: 'LAY', odd: 2.5 }), 1000)).toEqual({ profit: 100_000, liability: 150_000 });
  });
  it('bookmaker back: profit stake x odd / 100', () => {
    expect(slipOutcome(slipBet({ marketType: 'bookmaker', odd: 85 }), 1000)).toEqual({ profit: 85_000, liability: 100_000 });
  });
  it('session No at rate 110: wins the stake, risks stake x rate / 100', () => {
    expect(slipOutcome(slipBet({ marketType: 'session', oddType: 'LAY', odd: 110, run: 45 }), 1000)).toEqual({
      profit: 100_000,
      liability: 110_000,
    });
  });
  it('is null for a price the market cannot have', () => {
    expect(slipOutcome(slipBet({ odd: 1 }), 1000)).toBeNull();
    expect(slipOutcome(slipBet({ odd: 1.855 }), 1000)).toBeNull();
  });
});

describe("market book from the server's exposure entry", () => {
  it('takes the P/L per runner in paise, only for the runners the market lists', () => {
    const entry = exposureEntry({
      teams: [
        { teamId: 'r1', teamName: 'India', pnl: 1500.5 },
        { teamId: 'r2', teamName: 'Australia', pnl: -2000 },
        { teamId: 'gone', teamName: 'Removed', pnl: 7 },
      ],
    });
    expect(bookFromExposure('betfair', ['r1', 'r2'], entry)).toEqual({ kind: 'team', book: { r1: 150_050, r2: -200_000 } });
  });

  it('is an empty book without an entry', () => {
    expect(bookFromExposure('bookmaker', ['r1', 'r2'], null)).toEqual({ kind: 'team', book: { r1: 0, r2: 0 } });
    expect(bookFromExposure('session', ['line'], null)).toEqual({ kind: 'session', book: [{ fromRun: 0, toRun: null, pnl: 0 }] });
  });

  it("adds the slip bet to the server's book for the what-if", () => {
    const book = bookFromExposure('betfair', ['r1', 'r2'], exposureEntry());
    const next = withSlipBet(book, 'betfair', slipBet({ teamId: 'r2', odd: 2.1 }), 1000);
    // India +1,000 - 1,000; Australia -1,000 + 1,100.
    expect(next).toEqual({ kind: 'team', book: { r1: 0, r2: 10_000 } });
    expect(withSlipBet(book, 'betfair', slipBet(), 0)).toBe(book);
  });

  it('session: the line figure is the worst case of the server book, with and without the slip bet', () => {
    // Yes 46 at evens for 500, as the server holds it.
    const entry = exposureEntry({
      marketId: 's.1',
      marketType: 'session',
      teams: [],
      sessionBook: [
        { fromRun: 0, toRun: 45, pnl: -500 },
        { fromRun: 46, toRun: null, pnl: 500 },
      ],
    });
    const book = bookFromExposure('session', ['line'], entry);
    expect(book.kind).toBe('session');
    if (book.kind !== 'session') return;
    expect(sessionLineFigure(book.book)).toBe(-50_000);
    const next = withSlipBet(book, 'session', slipBet({ marketType: 'session', oddType: 'LAY', odd: 100, run: 46, teamId: 'line' }), 500);
    // Yes 46 and No 46 at evens for the same stake: nothing can be lost any more.
    expect(next.kind === 'session' && sessionLineFigure(next.book)).toBe(0);
  });
});
