import type { CommissionReportQuery, CommissionRow, PageInfo } from '@backlay/contract';
import { paiseToRupees } from '@backlay/domain';
import type { AppContext, UserRow } from '../../lib/context.js';
import { pageInfo } from '../../lib/page-info.js';
import { ownAccountOf, rangeOf } from './report-scope.js';
import { commissionReport } from './staff-reports.repository.js';

/** GET api/{role}/report/commission: the downline players' commission (contract: packages/contract staff-reports.ts). */

type Query = CommissionReportQuery;

export interface CommissionPage extends PageInfo {
  docs: CommissionRow[];
  totals: { players: number; commission: number; yourCommission: number };
  startDate: string;
  endDate: string;
}

export async function getCommissionReport(ctx: AppContext, caller: UserRow, q: Query): Promise<CommissionPage> {
  const range = rangeOf(ctx, q.startDate, q.endDate);
  const result = await commissionReport(
    ctx.db,
    {
      callerId: caller.id,
      accountId: await ownAccountOf(ctx.db, caller),
      range,
      search: q.search,
      sortBy: q.sortBy,
      sortOrder: q.sortOrder,
    },
    { offset: (q.page - 1) * q.limit, limit: q.limit },
  );
  const docs = result.rows.map((r) => ({
    _id: r.id,
    userName: r.userName,
    parent: r.parentId ? { _id: r.parentId, userName: r.parentName ?? '' } : null,
    commissionRate: r.commissionBps / 100,
    markets: r.markets,
    commission: paiseToRupees(r.commission),
  }));
  return {
    docs,
    ...pageInfo(q.page, q.limit, result.total, docs.length),
    totals: {
      players: result.totals.players,
      commission: paiseToRupees(result.totals.commission),
      yourCommission: paiseToRupees(result.totals.yourCommission),
    },
    startDate: range.startDate,
    endDate: range.endDate,
  };
}
