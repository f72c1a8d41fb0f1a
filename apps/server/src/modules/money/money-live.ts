import type { DepositRequest, WithdrawRequest } from '@backlay/contract';
import type { AppContext } from '../../lib/context.js';
import { rooms } from '../live/index.js';
import { ptsOf } from '../profile/index.js';

/**
 * Live messages of the money calls, sent after commit (docs/product.md §7): the player hears
 * its requests change and its new points; the uplines hear new requests so their consoles can
 * refresh.
 */

interface Log {
  error(obj: object, msg: string): void;
}

/** A deposit was made or changed: the player and (when new) its uplines; a decision also tells its status. */
export function sendDepositUpdate(
  ctx: AppContext,
  deposit: DepositRequest,
  opts: { uplineIds?: readonly string[]; decided?: boolean },
): void {
  const to = [rooms.user(deposit.userId), ...(opts.uplineIds ?? []).map((id) => rooms.user(id))];
  ctx.live.emit(to, 'getDepositUpdates', deposit);
  if (opts.decided) {
    ctx.live.emit(rooms.user(deposit.userId), 'getDepositStatusChanged', {
      _id: deposit._id,
      status: deposit.status,
      amount: deposit.approvedAmount ?? deposit.amount,
      remarks: deposit.remarks,
    });
  }
}

export function sendWithdrawUpdate(ctx: AppContext, withdrawal: WithdrawRequest, opts: { uplineIds?: readonly string[] }): void {
  const to = [rooms.user(withdrawal.userId), ...(opts.uplineIds ?? []).map((id) => rooms.user(id))];
  ctx.live.emit(to, 'getWithdrawUpdates', withdrawal);
}

/** Each account's points as GET api/{role}/pts answers them; a failed read is logged, not thrown (the money has moved). */
export async function sendPtsUpdates(ctx: AppContext, userIds: readonly string[], log: Log): Promise<void> {
  for (const userId of new Set(userIds)) {
    try {
      ctx.live.emit(rooms.user(userId), 'getPtsUpdates', await ptsOf(ctx, userId));
    } catch (err) {
      log.error({ err, userId }, 'money: points update failed');
    }
  }
}
