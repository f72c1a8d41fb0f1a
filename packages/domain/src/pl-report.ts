import type { Paise } from './money.js';

/**
 * The profit/loss report's sums (docs/product.md §9), in paise. The product states the formulas
 * exactly as the screen computes them and we keep them, including the total's odd use of
 * absolute values, so that our figure matches what players of the original saw:
 * - casino P/L and exchange P/L: the sum of win and lose (lose is negative);
 * - deposit/withdraw net: deposits minus withdrawals, each counting amount plus bonus;
 * - total: that net minus |casino P/L + |exchange P/L||.
 */

/** One line of the casino or exchange list: win is >= 0, lose is <= 0. */
export interface PlGameLine {
  totalAmount: Paise;
  totalWin: Paise;
  totalLose: Paise;
}

/** One line of the deposit or withdraw list. */
export interface PlMoneyLine {
  totalAmount: Paise;
  totalBonus: Paise;
}

export interface PlReportLists {
  casino: readonly PlGameLine[];
  exchange: readonly PlGameLine[];
  deposit: readonly PlMoneyLine[];
  withdraw: readonly PlMoneyLine[];
}

export interface PlReportTotals {
  casinoPl: Paise;
  exchangePl: Paise;
  depositWithdrawNet: Paise;
  total: Paise;
}

function sum(values: readonly number[]): number {
  return values.reduce((acc, v) => acc + v, 0);
}

/** Win plus lose over the lines of one list. */
export function gamePl(lines: readonly PlGameLine[]): Paise {
  return sum(lines.map((l) => l.totalWin + l.totalLose));
}

/** Amount plus bonus over the lines of one list. */
export function moneyTotal(lines: readonly PlMoneyLine[]): Paise {
  return sum(lines.map((l) => l.totalAmount + l.totalBonus));
}

export function plReportTotals(lists: PlReportLists): PlReportTotals {
  const casinoPl = gamePl(lists.casino);
  const exchangePl = gamePl(lists.exchange);
  const depositWithdrawNet = moneyTotal(lists.deposit) - moneyTotal(lists.withdraw);
  const total = depositWithdrawNet - Math.abs(casinoPl + Math.abs(exchangePl));
  return { casinoPl, exchangePl, depositWithdrawNet, total };
}
