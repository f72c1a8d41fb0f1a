import { LEDGER_MESSAGES, MESSAGES, type TransferPtsBody, type TransferPtsResult } from '@backlay/contract';
import { paiseToRupees, parseRupeesToPaise } from '@backlay/domain';
import type { AppContext, UserRow } from '../../lib/context.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.js';
import { normaliseTransactionCode, verifyTransactionCode } from '../auth/transaction-code.service.js';
import type { Tx } from '../../db/client.js';
import { findUserForTransfer, readBalances } from './ledger.repository.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { issuanceAccountId, postEntry, walletAccountId } from './ledger.service.js';

export interface TransferPtsInput {
  caller: UserRow;
  body: TransferPtsBody;
  /** Idempotency-Key header: a retried call moves points once and answers the same entry. */
  idempotencyKey?: string | undefined;
  ip?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_IDEMPOTENCY_KEY = 128;

/**
 * PATCH api/{role}/user/pts: an upline credits (add) or debits (subtract) a direct downline
 * through one journal entry, with an audit row, in one transaction.
 *
 * Checks, in order (cheap ones first, the argon2 check before any lock is taken):
 * 1. remarks present, else 'Remarks is required';
 * 2. transaction code sent, else 'Transaction Code is Empty';
 * 3. amount a positive number with at most two decimals (number or string), else
 *    'Please provide a valid number to add or subtract.';
 * 4. the caller's transaction code: an account that never got one -> 400
 *    MESSAGES.transactionCodeNotSet (not 'Transaction Code is Empty', which tells the
 *    person to type something); a wrong one -> 400 'Invalid Transaction Code';
 * 5. in the transaction: the user exists (404), is a direct downline (parent = caller, else
 *    403) and is not a demo account (400);
 * 6. funds, checked under the row locks: add needs the upline's available points ('You cant
 *    provide amount greater than your available balance'); subtract needs the downline's
 *    (LEDGER_MESSAGES.amountOverUserAvailable). The administrator's credits come from and
 *    debits return to the issuance account, so the administrator never runs out.
 * Answers the balances after the move (rupees); `uplinePts` is the caller's own wallet, which
 * an administrator's transfer does not touch.
 */
export async function transferPts(ctx: AppContext, input: TransferPtsInput): Promise<TransferPtsResult> {
  const { caller, body } = input;
  const remarks = body.remarks.trim();
  if (!remarks) throw badRequest(MESSAGES.remarksRequired);
  const code = normaliseTransactionCode(body.transactionCode);
  if (!code) throw badRequest(MESSAGES.transactionCodeEmpty);
  const amount = parseRupeesToPaise(body.amount);
  if (amount === null || amount <= 0) throw badRequest(MESSAGES.invalidAddSubtract);
  const idemKey = input.idempotencyKey?.trim();
  if (idemKey !== undefined && (idemKey.length === 0 || idemKey.length > MAX_IDEMPOTENCY_KEY)) {
    throw badRequest(`Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY} characters`);
  }

  await verifyTransactionCode(ctx, caller, code);

  if (!UUID.test(body.userId)) throw notFound(LEDGER_MESSAGES.userNotFound);
  const at = ctx.clock.now();
  const isAdd = body.action === 'add';
  const delta = BigInt(amount);

  return ctx.db.transaction(async (tx) => {
    const target = await findUserForTransfer(tx, body.userId);
    if (!target) throw notFound(LEDGER_MESSAGES.userNotFound);
    if (target.parentId !== caller.id) throw forbidden(LEDGER_MESSAGES.notDirectDownline);
    if (target.demo) throw badRequest(LEDGER_MESSAGES.demoAccount);

    const unlimited = caller.role === 'administrator';
    const uplineWallet = await walletAccountId(tx, caller.id);
    const source = unlimited ? await issuanceAccountId(tx) : uplineWallet;
    const downlineWallet = await walletAccountId(tx, target.id);
    const lines = isAdd
      ? [
          { accountId: source, amount: -delta, ...(unlimited ? {} : { mustStayFunded: badRequest(MESSAGES.amountOverAvailable) }) },
          { accountId: downlineWallet, amount: delta },
        ]
      : [
          { accountId: downlineWallet, amount: -delta, mustStayFunded: badRequest(LEDGER_MESSAGES.amountOverUserAvailable) },
          { accountId: source, amount: delta },
        ];
    const posted = await postEntry(tx, {
      kind: isAdd ? 'upline_credit' : 'upline_debit',
      reference: `user:${target.id}`,
      idempotencyKey: idemKey ? `pts:${caller.id}:${idemKey}` : null,
      memo: remarks,
      createdBy: caller.id,
      at,
      lines,
    });

    // The caller's wallet is not among the entry's accounts when the administrator moves points.
    const uplineBalance = posted.balances.get(uplineWallet)?.balance ?? (await walletBalance(tx, uplineWallet));
    const downlineBalance = posted.balances.get(downlineWallet)!.balance;
    if (posted.created) {
      const sourceAfter = posted.balances.get(source)!.balance;
      const sourceDelta = isAdd ? -delta : delta;
      const downlineDelta = -sourceDelta;
      await insertAuditRow(tx, {
        actorId: caller.id,
        action: isAdd ? 'user.pts.add' : 'user.pts.subtract',
        targetType: 'user',
        targetId: target.id,
        // Paise, as integers: the ledger's unit. `upline` is the account the points came from or went to.
        before: {
          balancePaise: Number(downlineBalance - downlineDelta),
          upline: { account: unlimited ? 'issuance' : 'wallet', balancePaise: Number(sourceAfter - sourceDelta) },
        },
        after: {
          balancePaise: Number(downlineBalance),
          upline: { account: unlimited ? 'issuance' : 'wallet', balancePaise: Number(sourceAfter) },
          amountPaise: amount,
          remarks,
          journalEntryId: posted.entryId,
        },
        ip: input.ip ?? null,
        createdAt: at,
      });
    }
    return {
      userId: target.id,
      pts: paiseToRupees(downlineBalance),
      uplinePts: paiseToRupees(uplineBalance),
      journalEntryId: posted.entryId,
    };
  });
}

async function walletBalance(tx: Tx, accountId: string): Promise<bigint> {
  const row = (await readBalances(tx, [accountId])).get(accountId);
  if (!row) throw new AppError('INTERNAL', 'wallet has no balance row');
  return row.balance;
}
