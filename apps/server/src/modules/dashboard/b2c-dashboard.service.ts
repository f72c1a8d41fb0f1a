import { DASHBOARD_MESSAGES, MAX_DASHBOARD_DAYS, type B2cDashboard, type B2cDashboardDay } from '@backlay/contract';
import { istDayOf, paiseToRupees, reportRange } from '@backlay/domain';
import type { AppContext, UserRow } from '../../lib/context.js';
import { badRequest, forbidden } from '../../lib/app-error.js';
import { requireDownlineUser } from '../users/downline-access.js';
import {
  activePlayers,
  approvedDepositsByDay,
  approvedWithdrawalsByDay,
  newPlayersByDay,
  openRequests,
  playerPlByDay,
  type DashboardScope,
} from './dashboard.repository.js';

const DAY_MS = 86_400_000;

/** One day's figures while they are added up; money in paise until the answer is built. */
interface DayTally {
  d: B2cDashboardDay;
  depositPaise: number;
  withdrawPaise: number;
  exPaise: number;
  caPaise: number;
}

export interface B2cDashboardInput {
  startDate?: string | undefined;
  endDate?: string | undefined;
  whiteLabel?: string | undefined;
  userId?: string | undefined;
}

/**
 * GET api/{role}/dashboard/b2c. Who sees what and what each figure means is documented on the
 * contract (packages/contract dashboard.ts); the range rules are the reports' (domain
 * reportRange: IST days, default the last 7 days to today).
 */
export async function getB2cDashboard(ctx: AppContext, caller: UserRow, q: B2cDashboardInput): Promise<B2cDashboard> {
  const players = await playersOf(ctx, caller, q.userId);
  if (q.whiteLabel && caller.role !== 'administrator' && q.whiteLabel !== caller.whiteLabelId) {
    throw forbidden(DASHBOARD_MESSAGES.notYourWhiteLabel);
  }
  const { from, to } = reportRange(ctx.clock.now(), q.startDate, q.endDate);
  const dayCount = Math.round((to.getTime() - from.getTime()) / DAY_MS);
  if (dayCount > MAX_DASHBOARD_DAYS) throw badRequest(DASHBOARD_MESSAGES.rangeTooLong);
  const scope: DashboardScope = { players, whiteLabelId: q.whiteLabel, from, to };

  const [deposits, withdrawals, fresh, active, pl, open] = await Promise.all([
    approvedDepositsByDay(ctx.db, scope),
    approvedWithdrawalsByDay(ctx.db, scope),
    newPlayersByDay(ctx.db, scope),
    activePlayers(ctx.db, scope),
    playerPlByDay(ctx.db, scope),
    openRequests(ctx.db, scope),
  ]);

  // Every day of the range, in order, zeros where nothing happened (the charts need the gaps).
  const days = new Map<string, DayTally>();
  for (let i = 0; i < dayCount; i++) {
    const day = istDayOf(new Date(from.getTime() + i * DAY_MS));
    days.set(day, {
      d: {
        day,
        depositCount: 0,
        deposits: 0,
        withdrawalCount: 0,
        withdrawals: 0,
        newPlayers: 0,
        activePlayers: 0,
        exchangePl: 0,
        casinoPl: 0,
        pl: 0,
      },
      depositPaise: 0,
      withdrawPaise: 0,
      exPaise: 0,
      caPaise: 0,
    });
  }
  for (const r of deposits) {
    const e = days.get(r.day);
    if (e) [e.d.depositCount, e.depositPaise] = [r.count, r.amount];
  }
  for (const r of withdrawals) {
    const e = days.get(r.day);
    if (e) [e.d.withdrawalCount, e.withdrawPaise] = [r.count, r.amount];
  }
  for (const r of fresh.days) {
    const e = days.get(r.day);
    if (e) e.d.newPlayers = r.count;
  }
  for (const r of active.days) {
    const e = days.get(r.day);
    if (e) e.d.activePlayers = r.count;
  }
  // Uplines see the players' result with its sign turned (docs/product.md §6).
  for (const r of pl) {
    const e = days.get(r.day);
    if (e) [e.exPaise, e.caPaise] = [-r.exchange, -r.casino];
  }

  const sum = (f: (e: DayTally) => number) => [...days.values()].reduce((acc, e) => acc + f(e), 0);
  const totalDeposit = sum((e) => e.depositPaise);
  const totalWithdraw = sum((e) => e.withdrawPaise);
  const totalEx = sum((e) => e.exPaise);
  const totalCa = sum((e) => e.caPaise);
  return {
    startDate: istDayOf(from),
    endDate: istDayOf(new Date(to.getTime() - 1)),
    totals: {
      depositCount: sum((e) => e.d.depositCount),
      deposits: paiseToRupees(totalDeposit),
      withdrawalCount: sum((e) => e.d.withdrawalCount),
      withdrawals: paiseToRupees(totalWithdraw),
      net: paiseToRupees(totalDeposit - totalWithdraw),
      newPlayers: sum((e) => e.d.newPlayers),
      activePlayers: active.total,
      players: fresh.players,
      exchangePl: paiseToRupees(totalEx),
      casinoPl: paiseToRupees(totalCa),
      pl: paiseToRupees(totalEx + totalCa),
      pendingDepositCount: open.depositCount,
      pendingDeposits: paiseToRupees(open.deposits),
      pendingWithdrawalCount: open.withdrawalCount,
      pendingWithdrawals: paiseToRupees(open.withdrawals),
    },
    days: [...days.values()].map((e) => ({
      ...e.d,
      deposits: paiseToRupees(e.depositPaise),
      withdrawals: paiseToRupees(e.withdrawPaise),
      exchangePl: paiseToRupees(e.exPaise),
      casinoPl: paiseToRupees(e.caPaise),
      pl: paiseToRupees(e.exPaise + e.caPaise),
    })),
  };
}

/** The caller's players, or those of one account of its downline (403 outside it, unknown ids too). */
async function playersOf(ctx: AppContext, caller: UserRow, userId: string | undefined): Promise<DashboardScope['players']> {
  if (!userId || userId === caller.id) return { uplineId: caller.id };
  const target = await requireDownlineUser(ctx.db, caller, userId);
  return target.role === 'user' ? { userId: target.id } : { uplineId: target.id };
}
