import { MONEY_MESSAGES, type DecisionAction } from '@backlay/contract';
import { parseRupeesToPaise } from '@backlay/domain';
import type { Tx } from '../../db/client.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { badRequest, forbidden, notFound } from '../../lib/app-error.js';
import { normaliseTransactionCode, verifyTransactionCode } from '../auth/index.js';
import { issuanceAccountId, walletAccountId } from '../ledger/index.js';
import { findMoneyUser } from './money.repository.js';
import { idOr404 } from './money-rules.js';

/**
 * What the two staff decisions share (PATCH api/{role}/deposit and .../withdraw), checked in the
 * order of PATCH api/{role}/user/pts: remarks, a transaction code, a valid amount when one is
 * sent, then the code itself (argon2, before any lock); in the transaction, only an upline of
 * the player decides.
 */

export interface DecisionBody {
  amount?: unknown;
  action: DecisionAction;
  remarks: string;
  transactionCode: string | number;
}

export interface CheckedDecision {
  action: DecisionAction;
  remarks: string;
  /** The amount sent with the decision, paise; null when none was sent. */
  amount: bigint | null;
  requestId: string;
}

export async function checkDecision(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  caller: UserRow,
  body: DecisionBody,
  requestId: string,
): Promise<CheckedDecision> {
  const remarks = body.remarks.trim();
  if (!remarks) throw badRequest(MONEY_MESSAGES.remarksRequired);
  const code = normaliseTransactionCode(body.transactionCode);
  if (!code) throw badRequest(MONEY_MESSAGES.transactionCodeEmpty);
  let amount: bigint | null = null;
  if (body.amount !== undefined && body.amount !== null && body.amount !== '') {
    const paise = parseRupeesToPaise(body.amount);
    if (paise === null || paise <= 0) throw badRequest(MONEY_MESSAGES.invalidAddSubtract);
    amount = BigInt(paise);
  }
  await verifyTransactionCode(ctx, caller, code);
  return { action: body.action, remarks, amount, requestId: idOr404(requestId, MONEY_MESSAGES.requestNotFound) };
}

/** The player of a request, when the caller is one of its uplines. */
export async function playerUnder(tx: Tx, caller: UserRow, playerId: string) {
  const player = await findMoneyUser(tx, playerId);
  if (!player) throw notFound(MONEY_MESSAGES.userNotFound);
  if (!player.ancestors.includes(caller.id)) throw forbidden(MONEY_MESSAGES.notYourDownline);
  return player;
}

/**
 * The account on the staff side of a deposit or payout: the deciding staff member's own wallet
 * (its float pays the player's points, as PATCH user/pts does, and a payout's points return to
 * it), or the issuance account for the administrator, who stands above every float.
 */
export async function staffSideAccount(tx: Tx, caller: UserRow): Promise<{ accountId: string; unlimited: boolean }> {
  if (caller.role === 'administrator') return { accountId: await issuanceAccountId(tx), unlimited: true };
  return { accountId: await walletAccountId(tx, caller.id), unlimited: false };
}
