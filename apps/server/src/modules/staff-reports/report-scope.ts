import { istDayOf, reportRange } from '@backlay/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { issuanceAccountId, walletAccountId } from '../ledger/index.js';

/** What every staff report shares: its IST day range and the caller's own ledger account. */

export interface ReportRange {
  from: Date;
  to: Date;
  /** The range as the answer names it: IST days, both inclusive. */
  startDate: string;
  endDate: string;
}

export function rangeOf(ctx: AppContext, startDate: string | undefined, endDate: string | undefined): ReportRange {
  const { from, to } = reportRange(ctx.clock.now(), startDate, endDate);
  return { from, to, startDate: istDayOf(from), endDate: istDayOf(new Date(to.getTime() - 1)) };
}

/**
 * The account whose ledger lines are the caller's own P/L: its wallet, or for the
 * administrator the house (issuance), where settlement posts the administrator's share.
 */
export function ownAccountOf(db: DbOrTx, caller: UserRow): Promise<string> {
  return caller.role === 'administrator' ? issuanceAccountId(db) : walletAccountId(db, caller.id);
}
