import { GATEWAY_MESSAGES, GATEWAY_PAYMENT_TYPES, type DepositRequest, type GatewayDepositBody, type PaymentType } from '@backlay/contract';
import type { Tx } from '../../db/client.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import { issuanceAccountId, postEntry, walletAccountId } from '../ledger/index.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { openGatewayDeposit } from '../money/deposit-request.service.js';
import { decideDepositRow, findDepositRequest, findMoneyUser, setDepositEntry, type DepositRequestRow } from '../money/money.repository.js';
import { depositToWire } from '../money/money-wire.js';
import { isId } from '../money/money-rules.js';
import { sendDepositUpdate, sendPtsUpdates } from '../money/money-live.js';
import type { GatewayEvent, PaymentGateway } from './gateway-adapter.js';

/**
 * Deposits paid through a gateway (IPAY, XPAY; docs/product.md §4, §7; docs/architecture.md §7).
 *
 * The request is made under the money module's rules (openGatewayDeposit) and credited ONLY by
 * a verified webhook. The gateway is the money module's outside edge, so settling reuses that
 * module's deposit rows as a staff decision does: one conditional status update (only an open
 * request moves) and one journal entry whose idempotency key is `deposit:{id}`, the same key a
 * staff approval uses, so a repeated webhook, or a webhook racing a staff decision, credits once.
 *
 * Whose points: the money reached the white label's merchant account at the gateway, so the
 * white label's wallet pays the player's points (as its staff's float does for a manual
 * deposit). When that float is short the payment is not lost: the request moves to processing
 * with a remark, for staff to approve once funded.
 */

interface Log {
  error(obj: object, msg: string): void;
}

export interface StartedGatewayDeposit {
  deposit: DepositRequest;
  redirectUrl: string;
  gatewayKey: string;
}

/** POST api/user/deposit/iPay | xPay: a pending request, then the gateway order. */
export async function startGatewayDeposit(
  ctx: AppContext,
  gateway: PaymentGateway,
  user: UserRow,
  body: GatewayDepositBody,
  paymentType: PaymentType,
  meta: { origin: string; log: Log },
): Promise<StartedGatewayDeposit> {
  const deposit = await openGatewayDeposit(ctx, user, body, paymentType);
  try {
    const order = await gateway.createOrder({
      orderId: deposit._id,
      amountPaise: BigInt(Math.round(deposit.amount * 100)),
      paymentType,
      origin: meta.origin,
      returnUrl: body.redirectUrl || null,
    });
    return { deposit, redirectUrl: order.redirectUrl, gatewayKey: order.gatewayKey };
  } catch (err) {
    // No order, no way to pay: close the request so it does not block the player's next one.
    meta.log.error({ err, depositId: deposit._id }, 'payment gateway: order not created');
    const closed = await ctx.db.transaction((tx) =>
      decideDepositRow(tx, deposit._id, {
        status: 'rejected',
        remarks: GATEWAY_MESSAGES.requestFailed,
        decidedBy: user.id,
        at: ctx.clock.now(),
      }),
    );
    if (closed) sendDepositUpdate(ctx, depositToWire(closed, user.userName), { decided: true });
    throw badRequest(GATEWAY_MESSAGES.requestFailed);
  }
}

export interface SettleResult {
  deposit: DepositRequest;
  /** False when the request was already decided (a repeated webhook): nothing moved. */
  changed: boolean;
}

/** Thrown inside the credit's savepoint when the white label's float cannot pay. */
const FLOAT_SHORT = new AppError('BAD_REQUEST', GATEWAY_MESSAGES.floatShort);

/** The staff account on the paying side: the player's white label, or the issuance account if it has none. */
async function payingSide(tx: Tx, ancestors: readonly string[]): Promise<{ userId: string | null; accountId: string; unlimited: boolean }> {
  for (const id of ancestors) {
    const up = await findMoneyUser(tx, id);
    if (up?.role === 'whiteLabel') return { userId: up.id, accountId: await walletAccountId(tx, up.id), unlimited: false };
  }
  return { userId: null, accountId: await issuanceAccountId(tx), unlimited: true };
}

/** A verified webhook: credit (paid) or reject (failed) the request it names. */
export async function settleGatewayDeposit(ctx: AppContext, gatewayName: string, event: GatewayEvent, log: Log): Promise<SettleResult> {
  if (!isId(event.orderId)) throw notFound(GATEWAY_MESSAGES.orderNotFound);
  const at = ctx.clock.now();
  const remark = (text: string) => `${text} (${gatewayName} ref ${event.gatewayRef})`;

  const result = await ctx.db.transaction(async (tx) => {
    const request = await findDepositRequest(tx, event.orderId);
    if (!request || !GATEWAY_PAYMENT_TYPES.includes(request.paymentType)) throw notFound(GATEWAY_MESSAGES.orderNotFound);
    if (event.amountPaise !== request.amount) throw badRequest(GATEWAY_MESSAGES.amountMismatch);
    const player = await findMoneyUser(tx, request.userId);
    if (!player) throw notFound(GATEWAY_MESSAGES.orderNotFound);
    const payer = await payingSide(tx, player.ancestors);
    const decidedBy = payer.userId ?? player.id;
    let row: DepositRequestRow | null;
    if (event.status === 'failed') {
      row = await decideDepositRow(tx, request.id, { status: 'rejected', remarks: remark(GATEWAY_MESSAGES.failed), decidedBy, at });
    } else {
      try {
        // A savepoint: a short float undoes the approval and the entry, not the transaction.
        row = await tx.transaction(async (sp) => {
          const approved = await decideDepositRow(sp, request.id, {
            status: 'approved',
            remarks: remark(GATEWAY_MESSAGES.paid),
            decidedBy,
            at,
            approvedAmount: request.amount,
          });
          if (!approved) return null;
          const posted = await postEntry(sp, {
            kind: 'deposit',
            reference: `deposit:${request.id}`,
            idempotencyKey: `deposit:${request.id}`,
            memo: remark(GATEWAY_MESSAGES.paid),
            createdBy: decidedBy,
            at,
            lines: [
              { accountId: payer.accountId, amount: -request.amount, ...(payer.unlimited ? {} : { mustStayFunded: FLOAT_SHORT }) },
              { accountId: await walletAccountId(sp, player.id), amount: request.amount },
            ],
          });
          await setDepositEntry(sp, request.id, posted.entryId);
          approved.journalEntryId = posted.entryId;
          return approved;
        });
      } catch (err) {
        if (err !== FLOAT_SHORT) throw err;
        row = await decideDepositRow(tx, request.id, { status: 'processing', remarks: remark(GATEWAY_MESSAGES.floatShort), decidedBy, at });
      }
    }
    if (!row) return { row: request, player, payer, changed: false };
    if (row.status === 'pending') throw new Error(`gateway deposit ${request.id}: a decision left it pending`);
    await insertAuditRow(tx, {
      actorId: decidedBy,
      action: `deposit.gateway.${row.status}`,
      targetType: 'deposit_request',
      targetId: request.id,
      before: { status: request.status, amountPaise: Number(request.amount) },
      after: { status: row.status, gateway: gatewayName, gatewayRef: event.gatewayRef, journalEntryId: row.journalEntryId },
      ip: null,
      createdAt: at,
    });
    return { row, player, payer, changed: true };
  });

  const deposit = depositToWire(result.row, result.player.userName);
  if (result.changed) {
    sendDepositUpdate(ctx, deposit, { decided: result.row.status !== 'processing', uplineIds: result.player.ancestors });
    if (result.row.status === 'approved') {
      await sendPtsUpdates(ctx, [result.player.id, ...(result.payer.userId ? [result.payer.userId] : [])], log);
    }
  }
  return { deposit, changed: result.changed };
}
