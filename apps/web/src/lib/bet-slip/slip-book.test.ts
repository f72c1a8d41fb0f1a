import { describe, expect, it } from 'vitest';
import { slipOutcome, marketBook, withSlipBet, sessionLineFigure } from './slip-book';
import { openBet, slipBet } from './test/fixtures';

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

describe('market book from open bets', () => {
  it('adds up the bets of that market only, per runner', () => {
    const bets = [
      openBet({ odds: { teamId: 'r1', odd: 2, type: 'back' }, stake: 1000 }),
      openBet({ odds: { teamId: 'r2', odd: 3, type: 'lay' }, stake: 500 }),
      openBet({ market: { id: '1.2' }, stake: 9999 }),
    ];
    const book = marketBook('1.1', 'betfair', ['r1', 'r2'], bets);
    // r1 wins: +1000 (back) + 500 (lay on r2 wins) ; r2 wins: -1000 (back lost) - 1000 (lay liability 500 x 2)
    expect(book).toEqual({ kind: 'team', book: { r1: 150_000, r2: -200_000 } });
  });

  it('adds the slip bet for the what-if', () => {
    const book = marketBook('1.1', 'betfair', ['r1', 'r2'], []);
    const next = withSlipBet(book, 'betfair', slipBet({ teamId: 'r2', odd: 2.1 }), 1000);
    expect(next).toEqual({ kind: 'team', book: { r1: -100_000, r2: 110_000 } });
    expect(withSlipBet(book, 'betfair', slipBet(), 0)).toBe(book);
  });

  it('session: the line figure is the worst case, with and without the slip bet', () => {
    const bets = [
      openBet({ market: { id: 's.1', type: 'session' }, odds: { type: 'back', run: 46, odd: 100, teamId: 'line' }, stake: 500 }),
    ];
    const book = marketBook('s.1', 'session', ['line'], bets);
    expect(book.kind).toBe('session');
    if (book.kind !== 'session') return;
    expect(sessionLineFigure(book.book)).toBe(-50_000);
    const next = withSlipBet(book, 'session', slipBet({ marketType: 'session', oddType: 'LAY', odd: 100, run: 46, teamId: 'line' }), 500);
    // Yes 46 and No 46 at evens for the same stake: nothing can be lost any more.
    expect(next.kind === 'session' && sessionLineFigure(next.book)).toBe(0);
  });
});
