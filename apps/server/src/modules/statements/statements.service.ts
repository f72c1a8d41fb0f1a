import { STATEMENT_MESSAGES, type Statement, type StatementQuery, type TransactionList, type TransactionQuery } from '@backlay/contract';
import { istDayOf, paiseToRupees, reportRange } from '@backlay/domain';
import type { AppContext, UserRow } from '../../lib/context.js';
import { forbidden } from '../../lib/app-error.js';
import { walletAccountId } from '../ledger/index.js';
import { pageInfo } from '../../lib/page-info.js';
import { balanceBefore, findDownlineUser, listMovements, netIn } from './statements.repository.js';
import { movementToWire } from './movement-wire.js';

/**
 * GET api/{role}/transaction and GET api/{role}/accountStatement: a wallet's ledger movements.
 * Who reads whose wallet, the filters and the categories are documented on the contract
 * (packages/contract statements.ts).
 */

/** The account whose wallet the caller reads: its own, or (staff) one of its downline. */
async function walletOwner(ctx: AppContext, caller: UserRow, userId: string | undefined): Promise<string> {
  if (!userId || userId === caller.id) return caller.id;
  if (caller.role === 'user') throw forbidden(STATEMENT_MESSAGES.notYourStatement);
  // An unknown id answers like one outside the downline, so no account can be probed.
  const user = await findDownlineUser(ctx.db, caller.id, userId);
  if (!user) throw forbidden(STATEMENT_MESSAGES.notInDownline);
  return user.id;
}

export async function getTransactions(ctx: AppContext, caller: UserRow, q: TransactionQuery): Promise<TransactionList> {
  const owner = await walletOwner(ctx, caller, q.userId);
  const accountId = await walletAccountId(ctx.db, owner);
  const ranged = q.startDate !== undefined || q.endDate !== undefined;
  // Without a range the list covers the whole history, so it starts from a zero balance.
  const range = ranged ? reportRange(ctx.clock.now(), q.startDate, q.endDate) : undefined;
  const opening = range ? await balanceBefore(ctx.db, accountId, range.from) : 0n;
  const { rows, total } = await listMovements(ctx.db, { accountId, range, sign: q.type === 'all' ? undefined : q.type }, opening, {
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
  });
  const docs = rows.map(movementToWire);
  return { docs, ...pageInfo(q.page, q.limit, total, docs.length) };
}

export async function getAccountStatement(ctx: AppContext, caller: UserRow, q: StatementQuery): Promise<Statement> {
  const owner = await walletOwner(ctx, caller, q.userId);
  const accountId = await walletAccountId(ctx.db, owner);
  const range = reportRange(ctx.clock.now(), q.startDate, q.endDate);
  const opening = await balanceBefore(ctx.db, accountId, range.from);
  const [{ rows, total }, net] = await Promise.all([
    listMovements(ctx.db, { accountId, range, category: q.filter === 'all' ? undefined : q.filter }, opening, {
      offset: (q.page - 1) * q.limit,
      limit: q.limit,
    }),
    netIn(ctx.db, accountId, range),
  ]);
  const docs = rows.map(movementToWire);
  return {
    docs,
    ...pageInfo(q.page, q.limit, total, docs.length),
    openingBalance: paiseToRupees(opening),
    closingBalance: paiseToRupees(opening + net),
    startDate: istDayOf(range.from),
    endDate: istDayOf(new Date(range.to.getTime() - 1)),
  };
}
