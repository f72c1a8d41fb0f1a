import type { DownlinePlQuery, DownlinePlRow, DownlinePlTotals, PageInfo, Role } from '@backlay/contract';
import { paiseToRupees } from '@backlay/domain';
import type { AppContext, UserRow } from '../../lib/context.js';
import { pageInfo } from '../../lib/page-info.js';
import { requireDownlineUser } from '../users/index.js';
import { rangeOf } from './report-scope.js';
import { downlinePl, nodesByIds, type DownlinePlRowData } from './staff-reports.repository.js';

/**
 * GET api/{role}/report/downlinePl: downline P/L by user. The rows, figures and access rule
 * are documented on the contract (packages/contract staff-reports.ts).
 */

type Query = DownlinePlQuery;

interface Node {
  _id: string;
  userName: string;
  userType: Role;
}

export interface DownlinePlPage extends PageInfo {
  docs: DownlinePlRow[];
  totals: DownlinePlTotals;
  node: Node;
  path: Node[];
  startDate: string;
  endDate: string;
}

const figures = (r: Omit<DownlinePlRowData, 'id' | 'userName' | 'role'>): DownlinePlTotals => ({
  players: r.players,
  bets: r.bets,
  stake: paiseToRupees(r.stake),
  pnl: paiseToRupees(r.pnl),
  commission: paiseToRupees(r.commission),
  casinoPl: paiseToRupees(r.casinoPl),
  yourPl: paiseToRupees(r.yourPl),
});

const nodeOf = (r: { id: string; userName: string; role: string }): Node => ({ _id: r.id, userName: r.userName, userType: r.role as Role });

export async function getDownlinePl(ctx: AppContext, caller: UserRow, q: Query): Promise<DownlinePlPage> {
  const node = q.userId && q.userId !== caller.id ? await requireDownlineUser(ctx.db, caller, q.userId) : caller;
  const range = rangeOf(ctx, q.startDate, q.endDate);
  const below = node.id === caller.id ? [] : node.ancestors.slice(node.ancestors.indexOf(caller.id));
  const [path, result] = await Promise.all([
    nodesByIds(ctx.db, [...below, node.id]),
    downlinePl(
      ctx.db,
      {
        parentId: node.id,
        caller: { id: caller.id, isAdministrator: caller.role === 'administrator' },
        range,
        search: q.search,
        sortBy: q.sortBy,
        sortOrder: q.sortOrder,
      },
      { offset: (q.page - 1) * q.limit, limit: q.limit },
    ),
  ]);
  const docs = result.rows.map((r) => ({ _id: r.id, userName: r.userName, userType: r.role as Role, ...figures(r) }));
  return {
    docs,
    ...pageInfo(q.page, q.limit, result.total, docs.length),
    totals: figures(result.totals),
    node: nodeOf({ id: node.id, userName: node.userName, role: node.role }),
    path: path.map(nodeOf),
    startDate: range.startDate,
    endDate: range.endDate,
  };
}
