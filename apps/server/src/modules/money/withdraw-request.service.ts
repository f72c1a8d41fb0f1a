import { MONEY_MESSAGES, bonusWageringMessage, withdrawRangeMessage, type Pts, type WithdrawRequest } from '@backlay/contract';
import { paiseToRupees } from '@backlay/domain';
import type { AppContext, UserRow } from '../../lib/context.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { addToHeld, available, lockBalances, walletAccountId } from '../ledger/index.js';
import { ptsOf } from '../profile/index.js';
import { unreleasedBonusPaise } from '../bonuses/index.js';
import { findAccount, hasOpenRequest, insertWithdrawRequest, type PaymentMethodRow } from './money.repository.js';
import { withdrawToWire } from './money-wire.js';
import { amountPaise, isId, refuseDemo, whiteLabelOf } from './money-rules.js';
import { sendPtsUpdates, sendWithdrawUpdate } from './money-live.js';

/**
 * POST api/user/withdraw: a player asks to be paid out to one of its accounts. The amount is
 * held at once (the wallet's `held` rises, so available points drop and the points cannot be
 * bet or asked for twice) until staff approve (paid out) or reject (released).
 *
 * Rules, in order: not a demo account; an amount ('No Amount Added'); a live account of the
 * player; the amount strictly between the account type's min and max, as docs/product.md words it;
 * no other open request; the amount within available points ('You can't withdraw amount more
 * than user have'); and within available points less the bonuses still being wagered
 * (bonusWageringMessage: a bonus is for play until its wagering is met, see the bonuses
 * contract). The last three run under the lock of the wallet's balance row, so concurrent
 * requests, bets and settlements see each other and available points never go below zero.
 */

function checkRange(amount: bigint, method: PaymentMethodRow): void {
  const { minAmount: min, maxAmount: max } = method;
  if ((min !== null && amount <= min) || (max !== null && amount >= max)) {
    throw badRequest(withdrawRangeMessage(min === null ? null : paiseToRupees(min), max === null ? null : paiseToRupees(max)));
  }
}

export async function requestWithdrawal(
  ctx: AppContext,
  user: UserRow,
  body: { amount?: unknown; accountId?: string | undefined },
  log: { error(obj: object, msg: string): void },
): Promise<WithdrawRequest & { pts: Pts }> {
  refuseDemo(user);
  const whiteLabelId = whiteLabelOf(user);
  // Whole rupees: 'Withdraw: amount digits only' (docs/product.md §5).
  const amount = amountPaise(body.amount, {
    missing: MONEY_MESSAGES.noAmountAdded,
    invalid: MONEY_MESSAGES.noAmountAdded,
    wholeRupees: true,
  });
  const at = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const found = isId(body.accountId) ? await findAccount(tx, user.id, body.accountId) : null;
    if (!found) throw notFound(MONEY_MESSAGES.accountNotFound);
    checkRange(amount, found.method);
    const wallet = await walletAccountId(tx, user.id);
    const balance = (await lockBalances(tx, [wallet])).get(wallet);
    if (!balance) throw new Error('wallet has no balance row');
    if (await hasOpenRequest(tx, user.id)) throw conflict(MONEY_MESSAGES.alreadyHaveRequest);
    if (available(balance) < amount) throw badRequest(MONEY_MESSAGES.overUserBalance);
    const bonus = await unreleasedBonusPaise(tx, user.id);
    if (bonus > 0n && available(balance) - bonus < amount) {
      const most = available(balance) - bonus;
      throw badRequest(bonusWageringMessage(paiseToRupees(bonus), paiseToRupees(most > 0n ? most : 0n)));
    }
    await addToHeld(tx, wallet, amount, at);
    return insertWithdrawRequest(tx, {
      userId: user.id,
      whiteLabelId,
      accountId: found.account.id,
      paymentType: found.method.paymentType,
      accountName: found.account.name,
      accountDetails: found.account.accountDetails,
      amount,
      createdAt: at,
      updatedAt: at,
    });
  });
  const wire = withdrawToWire(row, user.userName);
  sendWithdrawUpdate(ctx, wire, { uplineIds: user.ancestors });
  await sendPtsUpdates(ctx, [user.id], log);
  return { ...wire, pts: await ptsOf(ctx, user.id) };
}
