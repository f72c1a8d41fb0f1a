import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gamePl, moneyTotal, plReportTotals, type PlGameLine, type PlMoneyLine } from './pl-report.js';

const game = (totalAmount: number, totalWin: number, totalLose: number): PlGameLine => ({ totalAmount, totalWin, totalLose });
const money = (totalAmount: number, totalBonus = 0): PlMoneyLine => ({ totalAmount, totalBonus });

describe('P/L report sums (docs/product.md §9)', () => {
  it('casino and exchange P/L are win plus lose over the lines', () => {
    expect(gamePl([game(10_000, 5_000, -2_000), game(4_000, 0, -4_000)])).toBe(-1_000);
    expect(gamePl([])).toBe(0);
  });

  it('deposit and withdraw count amount plus bonus', () => {
    expect(moneyTotal([money(100_000, 5_000), money(20_000)])).toBe(125_000);
  });

  it('total is the net minus |casino P/L + |exchange P/L||', () => {
    const t = plReportTotals({
      casino: [game(30_000, 10_000, -25_000)], // -15_000
      exchange: [game(50_000, 8_000, -20_000)], // -12_000, |.| = 12_000
      deposit: [money(100_000, 10_000)],
      withdraw: [money(40_000)],
    });
    expect(t).toEqual({ casinoPl: -15_000, exchangePl: -12_000, depositWithdrawNet: 70_000, total: 70_000 - 3_000 });
  });

  it('an empty report is all zeros', () => {
    expect(plReportTotals({ casino: [], exchange: [], deposit: [], withdraw: [] })).toEqual({
      casinoPl: 0,
      exchangePl: 0,
      depositWithdrawNet: 0,
      total: 0,
    });
  });

  it('the total never exceeds the deposit/withdraw net and stays an integer', () => {
    const paise = fc.integer({ min: 0, max: 10_000_000 });
    const gameLine = fc.tuple(paise, paise, paise).map(([a, w, l]) => game(a, w, -l));
    const moneyLine = fc.tuple(paise, paise).map(([a, b]) => money(a, b));
    fc.assert(
      fc.property(
        fc.array(gameLine),
        fc.array(gameLine),
        fc.array(moneyLine),
        fc.array(moneyLine),
        (casino, exchange, deposit, withdraw) => {
          const t = plReportTotals({ casino, exchange, deposit, withdraw });
          expect(Number.isInteger(t.total)).toBe(true);
          expect(t.total).toBeLessThanOrEqual(t.depositWithdrawNet);
          expect(t.depositWithdrawNet - t.total).toBe(Math.abs(t.casinoPl + Math.abs(t.exchangePl)));
        },
      ),
    );
  });
});
