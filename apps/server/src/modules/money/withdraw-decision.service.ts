import { MONEY_MESSAGES, PAYOUT_UTR_PATTERN, type DecisionAction, type WithdrawRequest } from '@backlay/contract';
import type { AppContext, UserRow } from '../../lib/context.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import { addToHeld, lockBalances, postEntry, walletAccountId } from '../ledger/index.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { decideWithdrawRow, findWithdrawRequest, setWithdrawEntry } from './money.repository.js';
import { withdrawToWire } from './money-wire.js';
import { checkDecision, playerUnder, staffSideAccount, type DecisionBody } from './decision-rules.js';
import { sendPtsUpdates, sendWithdrawUpdate } from './money-live.js';

/**
 * PATCH api/{role}/withdraw: an upline of the player approves (pays out), rejects, or takes up
 * (processing) an open withdrawal request.
 *
 * Approval, in one transaction: the hold is released and the held amount leaves the player's
 * wallet as one journal entry to the decider's wallet (the staff member paid the money out of
 * the bank, so the points return to its float; the administrator's go back to the issuance
 * account). Available points do not change: the amount was already set aside. Rejection only
 * releases the hold. An `amount` sent with the decision must be the requested one (a payout is
 * never partial: the player asks again for a different amount). One decision wins, as for
 * deposits.
 *
 * An approval may carry the payout's bank reference (`utr`, PAYOUT_UTR_PATTERN), stored on the
 * request and shown to the player; a `utr` with a rejection or "processing", or a malformed one,
 * is refused (400) before anything changes.
 */
export async function decideWithdrawal(
  ctx: AppContext,
  caller: UserRow,
  body: DecisionBody & { withdrawId: string; utr?: string | undefined },
  meta: { ip: string | null; log: { error(obj: object, msg: string): void } },
): Promise<WithdrawRequest> {
  const d = await checkDecision(ctx, caller, body, body.withdrawId);
  const utr = payoutUtrOf(body.utr, d.action);
  const at = ctx.clock.now();
  const { row, player } = await ctx.db.transaction(async (tx) => {
    const request = await findWithdrawRequest(tx, d.requestId);
    if (!request) throw notFound(MONEY_MESSAGES.requestNotFound);
    const player = await playerUnder(tx, caller, request.userId);
    if (d.action === 'approved' && d.amount !== null && d.amount !== request.amount)
      throw badRequest(MONEY_MESSAGES.withdrawAmountMismatch);
    const row = await decideWithdrawRow(tx, request.id, {
      status: d.action,
      remarks: d.remarks,
      decidedBy: caller.id,
      at,
      ...(utr !== null ? { utr } : {}),
    });
    if (!row) throw conflict(MONEY_MESSAGES.alreadyDecided);
    const wallet = await walletAccountId(tx, player.id);
    if (d.action === 'approved') {
      const target = await staffSideAccount(tx, caller);
      await lockBalances(tx, [wallet, target.accountId]);
      await addToHeld(tx, wallet, -request.amount, at);
      const posted = await postEntry(tx, {
        kind: 'withdraw_payout',
        reference: `withdraw:${request.id}`,
        idempotencyKey: `withdraw:${request.id}`,
        memo: d.remarks,
        createdBy: caller.id,
        at,
        lines: [
          // The hold kept these points aside; a shortfall here means the hold was broken.
          {
            accountId: wallet,
            amount: -request.amount,
            mustStayFunded: new AppError('INTERNAL', 'withdrawal hold does not cover the payout'),
          },
          { accountId: target.accountId, amount: request.amount },
        ],
      });
      await setWithdrawEntry(tx, request.id, posted.entryId);
      row.journalEntryId = posted.entryId;
    } else if (d.action === 'rejected') {
      await lockBalances(tx, [wallet]);
      await addToHeld(tx, wallet, -request.amount, at);
    }
    await insertAuditRow(tx, {
      actorId: caller.id,
      action: `withdraw.${d.action}`,
      targetType: 'withdraw_request',
      targetId: request.id,
      before: { status: request.status, amountPaise: Number(request.amount) },
      after: { status: row.status, remarks: d.remarks, journalEntryId: row.journalEntryId, utr: row.utr },
      ip: meta.ip,
      createdAt: at,
    });
    return { row, player };
  });
  const wire = withdrawToWire(row, player.userName);
  sendWithdrawUpdate(ctx, wire, {});
  if (row.status !== 'processing') await sendPtsUpdates(ctx, row.status === 'approved' ? [player.id, caller.id] : [player.id], meta.log);
  return wire;
}

/**
 * The payout UTR sent with a decision, upper-cased (NEFT/RTGS references are written in capitals
 * by banks; IMPS/UPI ones are digits), or null when none was sent (an empty one counts as none).
 * Only an approval may carry one.
 */
export function payoutUtrOf(sent: string | undefined, action: DecisionAction): string | null {
  const utr = sent?.trim() ?? '';
  if (!utr) return null;
  if (action !== 'approved') throw badRequest(MONEY_MESSAGES.payoutUtrOnlyOnApproval);
  if (!PAYOUT_UTR_PATTERN.test(utr)) throw badRequest(MONEY_MESSAGES.payoutUtrInvalid);
  return utr.toUpperCase();
}
