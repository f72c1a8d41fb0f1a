import { PL_REPORT_MESSAGES, type PlReport, type PlReportQuery } from '@backlay/contract';
import { paiseToRupees, plReportTotals, reportRange } from '@backlay/domain';
import type { AppContext, UserRow } from '../../lib/context.js';
import { forbidden } from '../../lib/app-error.js';
import {
  casinoLines,
  dailyLines,
  depositLines,
  exchangeLines,
  findDownlinePlayer,
  withdrawLines,
  type GameLineRow,
  type MoneyLineRow,
  type PlReportFilter,
} from './pl-report.repository.js';

/**
 * GET api/{userType}/game/report: the profit/loss report (docs/product.md §3, §9). The rules
 * of who reads whose report and the shape of the answer are documented on the contract
 * (packages/contract pl-report.ts); the sums are packages/domain plReportTotals.
 */

/** Whose rows the caller may read: itself as a player, one downline player, or the whole downline. */
async function scopeOf(ctx: AppContext, caller: UserRow, userId: string | undefined): Promise<PlReportFilter['scope']> {
  if (caller.role === 'user') {
    if (userId && userId !== caller.id) throw forbidden(PL_REPORT_MESSAGES.notYourReport);
    return { userId: caller.id };
  }
  if (!userId) return { uplineId: caller.id };
  // An unknown id answers like one outside the downline, so no account can be probed.
  const player = await findDownlinePlayer(ctx.db, caller.id, userId);
  if (!player) throw forbidden(PL_REPORT_MESSAGES.notInDownline);
  return { userId: player.id };
}

const gameLine = (r: GameLineRow) => ({
  totalAmount: paiseToRupees(r.totalAmount),
  totalWin: paiseToRupees(r.totalWin),
  totalLose: paiseToRupees(r.totalLose),
});

const moneyLine = (r: MoneyLineRow) => ({ totalAmount: paiseToRupees(r.totalAmount), totalBonus: paiseToRupees(r.totalBonus) });

export async function getPlReport(ctx: AppContext, caller: UserRow, q: PlReportQuery): Promise<PlReport> {
  if (caller.demo) throw forbidden(PL_REPORT_MESSAGES.demoAccount);
  const scope = await scopeOf(ctx, caller, q.userId);
  const filter: PlReportFilter = { scope, ...reportRange(ctx.clock.now(), q.startDate, q.endDate) };
  const [casino, exchange, deposit, withdraw, daily] = await Promise.all([
    casinoLines(ctx.db, filter),
    exchangeLines(ctx.db, filter),
    depositLines(ctx.db, filter),
    withdrawLines(ctx.db, filter),
    q.daily ? dailyLines(ctx.db, filter) : null,
  ]);
  const totals = plReportTotals({ casino, exchange, deposit, withdraw });
  return {
    casino: casino.map((r) => ({ gameCategory: r.key, ...gameLine(r) })),
    exchange: exchange.map((r) => ({ eventTypeId: r.key, ...gameLine(r) })),
    deposit: deposit.map(moneyLine),
    withdraw: withdraw.map(moneyLine),
    totals: {
      casinoPl: paiseToRupees(totals.casinoPl),
      exchangePl: paiseToRupees(totals.exchangePl),
      depositWithdrawNet: paiseToRupees(totals.depositWithdrawNet),
      total: paiseToRupees(totals.total),
    },
    ...(daily && {
      daily: daily.map((d) => ({
        day: d.day,
        exchangePl: paiseToRupees(d.exchangePl),
        casinoPl: paiseToRupees(d.casinoPl),
        pl: paiseToRupees(d.exchangePl + d.casinoPl),
      })),
    }),
  };
}
