import { MONEY_MESSAGES, type DepositRequest } from '@backlay/contract';
import type { AppContext, UserRow } from '../../lib/context.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { postEntry, walletAccountId } from '../ledger/index.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { decideDepositRow, findDepositRequest, setDepositEntry } from './money.repository.js';
import { depositToWire } from './money-wire.js';
import { checkDecision, playerUnder, staffSideAccount, type DecisionBody } from './decision-rules.js';
import { sendDepositUpdate, sendPtsUpdates } from './money-live.js';
import { depositBonusOnApproval, rejectDepositBonus } from '../bonuses/index.js';

/**
 * PATCH api/{role}/deposit: an upline of the player approves (credits the points), rejects, or
 * takes up (processing) an open deposit request.
 *
 * Approval credits `amount` (what actually arrived; the requested amount when none is sent) as
 * one journal entry from the decider's wallet to the player's (the administrator's from the
 * issuance account); a decider short of points gets 'You cant provide amount greater than your
 * available balance' and nothing changes. Exactly one decision wins: the status moves only
 * while the request is open (a conditional update that waits on the row lock of a concurrent
 * decider and then finds it decided: 409), and the entry's idempotency key is the request, so
 * even a second approval could never credit twice.
 *
 * A bonus claimed with the request (bonuses module) rides in the same entry: the promotions
 * account of the white label pays it to the player beside the deposit; a rejection voids the
 * claim and credits nothing. A referrer's bonus on a first deposit is its own entry.
 */
export async function decideDeposit(
  ctx: AppContext,
  caller: UserRow,
  body: DecisionBody & { depositId: string },
  meta: { ip: string | null; log: { error(obj: object, msg: string): void } },
): Promise<DepositRequest> {
  const d = await checkDecision(ctx, caller, body, body.depositId);
  const at = ctx.clock.now();
  const { row, player, referrerId } = await ctx.db.transaction(async (tx) => {
    const request = await findDepositRequest(tx, d.requestId);
    if (!request) throw notFound(MONEY_MESSAGES.requestNotFound);
    const player = await playerUnder(tx, caller, request.userId);
    const credit = d.amount ?? request.amount;
    const approved = d.action === 'approved';
    const row = await decideDepositRow(tx, request.id, {
      status: d.action,
      remarks: d.remarks,
      decidedBy: caller.id,
      at,
      ...(approved ? { approvedAmount: credit } : {}),
    });
    if (!row) throw conflict(MONEY_MESSAGES.alreadyDecided);
    let referrerId: string | null = null;
    if (approved) {
      const source = await staffSideAccount(tx, caller);
      const bonus = await depositBonusOnApproval(tx, {
        depositRequestId: request.id,
        userId: player.id,
        whiteLabelId: request.whiteLabelId,
        credit,
        at,
        decidedBy: caller.id,
      });
      const posted = await postEntry(tx, {
        kind: 'deposit',
        reference: `deposit:${request.id}`,
        idempotencyKey: `deposit:${request.id}`,
        memo: d.remarks,
        createdBy: caller.id,
        at,
        lines: [
          {
            accountId: source.accountId,
            amount: -credit,
            ...(source.unlimited ? {} : { mustStayFunded: badRequest(MONEY_MESSAGES.amountOverAvailable) }),
          },
          { accountId: await walletAccountId(tx, player.id), amount: credit + bonus.amount },
          ...bonus.lines,
        ],
      });
      await setDepositEntry(tx, request.id, posted.entryId);
      row.journalEntryId = posted.entryId;
      ({ referrerId } = await bonus.settle(posted.entryId));
    } else if (d.action === 'rejected') {
      await rejectDepositBonus(tx, request.id, at);
    }
    await insertAuditRow(tx, {
      actorId: caller.id,
      action: `deposit.${d.action}`,
      targetType: 'deposit_request',
      targetId: request.id,
      before: { status: request.status, amountPaise: Number(request.amount) },
      after: {
        status: row.status,
        approvedAmountPaise: row.approvedAmount === null ? null : Number(row.approvedAmount),
        remarks: d.remarks,
        journalEntryId: row.journalEntryId,
      },
      ip: meta.ip,
      createdAt: at,
    });
    return { row, player, referrerId };
  });
  const wire = depositToWire(row, player.userName);
  sendDepositUpdate(ctx, wire, { decided: row.status !== 'processing' });
  if (row.status === 'approved') await sendPtsUpdates(ctx, [player.id, caller.id, ...(referrerId ? [referrerId] : [])], meta.log);
  return wire;
}
