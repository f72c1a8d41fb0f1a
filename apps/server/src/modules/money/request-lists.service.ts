import type { DepositRequest, PageInfo, RequestListQuery, WithdrawRequest } from '@backlay/contract';
import type { AppContext, UserRow } from '../../lib/context.js';
import { pageInfo } from '../../lib/page-info.js';
import { listDepositRequests, listWithdrawRequests, type RequestFilter } from './money.repository.js';
import { depositToWire, withdrawToWire } from './money-wire.js';

/**
 * GET api/{userTypePath}/deposit and .../withdraw: a player's own requests, or for staff the
 * requests of every player in their downline; newest first, by status ('all' by default),
 * searched by user name (and UTR for deposits, account name for withdrawals), with the page
 * info of docs/product.md §3.
 */

function filterFor(caller: UserRow, query: RequestListQuery): RequestFilter {
  const base = { status: query.status, search: query.search || undefined };
  return caller.role === 'user' ? { ...base, userId: caller.id } : { ...base, uplineId: caller.id };
}

export async function listDeposits(
  ctx: AppContext,
  caller: UserRow,
  query: RequestListQuery,
): Promise<{ docs: DepositRequest[] } & PageInfo> {
  const { rows, total } = await listDepositRequests(ctx.db, filterFor(caller, query), {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const docs = rows.map((r) => depositToWire(r.request, r.userName));
  return { docs, ...pageInfo(query.page, query.limit, total, docs.length) };
}

export async function listWithdrawals(
  ctx: AppContext,
  caller: UserRow,
  query: RequestListQuery,
): Promise<{ docs: WithdrawRequest[] } & PageInfo> {
  const { rows, total } = await listWithdrawRequests(ctx.db, filterFor(caller, query), {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const docs = rows.map((r) => withdrawToWire(r.request, r.userName));
  return { docs, ...pageInfo(query.page, query.limit, total, docs.length) };
}
