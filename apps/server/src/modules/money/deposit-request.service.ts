import {
  GATEWAY_MESSAGES,
  GATEWAY_PAYMENT_TYPES,
  MONEY_MESSAGES,
  NO_BONUS_ID,
  UTR_PATTERN,
  type DepositForm,
  type DepositRequest,
  type PaymentType,
} from '@backlay/contract';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.js';
import { lockBalances, walletAccountId } from '../ledger/index.js';
import {
  findMoneyUser,
  findPaymentMethod,
  hasOpenRequest,
  insertDepositRequest,
  utrTaken,
  type PaymentMethodRow,
} from './money.repository.js';
import { depositToWire, isLocked } from './money-wire.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { amountPaise, idOr404, isId, refuseDemo, whiteLabelOf } from './money-rules.js';
import { checkProofImage } from './proof-image.js';
import type { ProofStorage } from './proof-storage.js';
import type { UtrSource } from './receipt-reader.js';
import { sendDepositUpdate } from './money-live.js';
import { checkDepositOffer, recordDepositClaim } from '../bonuses/index.js';
import { depositProofFolder } from '../tenancy/index.js';

/**
 * Deposit requests: the player's (POST api/user/deposit, multipart with the proof image) and a
 * branch's entry for a player of its downline (POST api/{role}/deposit). Both wait for an
 * upline's decision (deposit-decision.service.ts); neither moves points.
 *
 * Rules: demo accounts are refused; one open (pending or processing) deposit or withdrawal per
 * player, checked under the lock of the player's wallet row so two requests at once cannot
 * both pass; the amount lies within the method's limits, inclusive; the UTR is 6 to 12 digits
 * and unique within the white label (a unique index backs the check against a race between
 * two players). A refused request leaves nothing behind: no row, no file.
 *
 * A player who leaves the UTR empty gets it read from the receipt (offline OCR, after the proof
 * passed its byte checks); when none can be read the player is asked to type it.
 */

const UTR_INDEX = 'deposit_requests_white_label_utr_uq';
const AMOUNT_MESSAGES = { missing: MONEY_MESSAGES.enterAmountFirst, invalid: MONEY_MESSAGES.enterAmountFirst };
/** A player types whole rupees ('Deposit amount: ... digits only', docs/product.md §5); a branch entry keeps two decimals. */
const PLAYER_AMOUNT = { ...AMOUNT_MESSAGES, wholeRupees: true };

/** A typed UTR, or null when left empty. */
function checkUtr(utr: string | undefined): string | null {
  const u = (utr ?? '').trim();
  if (!u) return null;
  if (!UTR_PATTERN.test(u)) throw badRequest(MONEY_MESSAGES.utrInvalid);
  return u;
}

/** "No bonus" is empty or 100001; any other id names an offer, checked in the request's transaction (bonuses module). */
function checkBonus(bonusId: string | undefined): string | null {
  const b = (bonusId ?? '').trim();
  return !b || b === NO_BONUS_ID ? null : b;
}

/** `gateway`: the gateway type the call pays with (IPAY, XPAY); proof deposits refuse gateway methods. */
async function depositMethodOf(
  tx: DbOrTx,
  whiteLabelId: string,
  id: string | undefined,
  amount: bigint,
  gateway: PaymentType | null = null,
): Promise<PaymentMethodRow> {
  const method = isId(id) ? await findPaymentMethod(tx, id) : null;
  if (!method || method.purpose !== 'deposit' || !method.active || method.whiteLabelId !== whiteLabelId) {
    throw notFound(MONEY_MESSAGES.methodNotFound);
  }
  if (gateway ? method.paymentType !== gateway : GATEWAY_PAYMENT_TYPES.includes(method.paymentType)) {
    throw badRequest(gateway ? GATEWAY_MESSAGES.notGatewayMethod : MONEY_MESSAGES.gatewayMethod);
  }
  if (isLocked(method, amount)) throw badRequest(MONEY_MESSAGES.amountOutOfMethodRange);
  return method;
}

/** Under the player's wallet lock: no other open request, UTR not used. */
async function checkCanRequest(tx: Tx, userId: string, whiteLabelId: string, utr: string | null): Promise<void> {
  await lockBalances(tx, [await walletAccountId(tx, userId)]);
  if (await hasOpenRequest(tx, userId)) throw conflict(MONEY_MESSAGES.alreadyHaveRequest);
  if (utr && (await utrTaken(tx, whiteLabelId, utr))) throw conflict(MONEY_MESSAGES.utrUsed);
}

function mapUtrRace(err: unknown): never {
  if (isUniqueViolation(err, UTR_INDEX)) throw conflict(MONEY_MESSAGES.utrUsed);
  throw err;
}

export interface DepositImage {
  bytes: Buffer;
}

/** What POST api/user/deposit needs besides the database: where proofs go and who reads receipts. */
export interface DepositDeps {
  storage: ProofStorage;
  receipts: UtrSource;
}

export interface DepositAnswer {
  deposit: DepositRequest;
  /** The UTR was read from the receipt (the drawer shows 'UTR Automatically Fetched'). */
  utrFetched: boolean;
}

/**
 * The UTR from the receipt. The checks that need no OCR run first, outside the transaction (it
 * repeats them under the lock), so a request that would be refused anyway costs no OCR.
 */
async function utrFromReceipt(
  ctx: AppContext,
  receipts: UtrSource,
  request: { userId: string; whiteLabelId: string; depositTypeId: string | undefined; amount: bigint; image: Buffer },
): Promise<string> {
  await depositMethodOf(ctx.db, request.whiteLabelId, request.depositTypeId, request.amount);
  if (await hasOpenRequest(ctx.db, request.userId)) throw conflict(MONEY_MESSAGES.alreadyHaveRequest);
  const utr = await receipts.readUtr(request.image);
  if (!utr || !UTR_PATTERN.test(utr)) throw badRequest(MONEY_MESSAGES.utrNotRead);
  return utr;
}

/** POST api/user/deposit, its fields and proof already read from the multipart body. */
export async function requestDeposit(
  ctx: AppContext,
  deps: DepositDeps,
  user: UserRow,
  form: DepositForm,
  image: DepositImage | null,
): Promise<DepositAnswer> {
  refuseDemo(user);
  const whiteLabelId = whiteLabelOf(user);
  const amount = amountPaise(form.amount, PLAYER_AMOUNT);
  const typedUtr = checkUtr(form.utr);
  const bonusId = checkBonus(form.bonusId);
  const proof = checkProofImage(image);
  const utr =
    typedUtr ??
    (await utrFromReceipt(ctx, deps.receipts, {
      userId: user.id,
      whiteLabelId,
      depositTypeId: form.depositTypeId,
      amount,
      image: proof.bytes,
    }));
  const at = ctx.clock.now();

  const saved: { path: string | null } = { path: null };
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const method = await depositMethodOf(tx, whiteLabelId, form.depositTypeId, amount);
      await checkCanRequest(tx, user.id, whiteLabelId, utr);
      const offer = bonusId ? await checkDepositOffer(tx, { userId: user.id, whiteLabelId, bonusId, amount, at }) : null;
      // Written last before the row, inside the transaction: a failure from here on removes it.
      saved.path = await deps.storage.save(depositProofFolder(whiteLabelId), proof.bytes, proof.extension);
      const request = await insertDepositRequest(tx, {
        userId: user.id,
        whiteLabelId,
        paymentMethodId: method.id,
        paymentType: method.paymentType,
        paymentName: method.paymentName,
        amount,
        utr,
        bonusId: offer?.id ?? null,
        imagePath: saved.path,
        createdBy: user.id,
        createdAt: at,
        updatedAt: at,
      });
      if (offer) await recordDepositClaim(tx, { offer, userId: user.id, whiteLabelId, depositRequestId: request.id, amount, at });
      return request;
    });
    const deposit = depositToWire(row, user.userName);
    sendDepositUpdate(ctx, deposit, { uplineIds: user.ancestors });
    return { deposit, utrFetched: typedUtr === null };
  } catch (err) {
    if (saved.path) await deps.storage.remove(saved.path);
    return mapUtrRace(err);
  }
}

/** POST api/{role}/deposit: a branch records a deposit it took for a player of its downline. */
export async function enterDeposit(
  ctx: AppContext,
  caller: UserRow,
  body: { userId: string; amount?: unknown; depositTypeId?: string | undefined; utr?: string | undefined; remarks?: string | undefined },
): Promise<DepositRequest> {
  const amount = amountPaise(body.amount, AMOUNT_MESSAGES);
  const utr = checkUtr(body.utr);
  const playerId = idOr404(body.userId, MONEY_MESSAGES.userNotFound);
  const at = ctx.clock.now();
  try {
    const { row, player } = await ctx.db.transaction(async (tx) => {
      const player = await findMoneyUser(tx, playerId);
      if (!player || player.role !== 'user') throw notFound(MONEY_MESSAGES.userNotFound);
      if (!player.ancestors.includes(caller.id)) throw forbidden(MONEY_MESSAGES.notYourDownline);
      refuseDemo(player);
      const whiteLabelId = whiteLabelOf(player);
      const method = body.depositTypeId ? await depositMethodOf(tx, whiteLabelId, body.depositTypeId, amount) : null;
      await checkCanRequest(tx, player.id, whiteLabelId, utr);
      const row = await insertDepositRequest(tx, {
        userId: player.id,
        whiteLabelId,
        paymentMethodId: method?.id ?? null,
        paymentType: method?.paymentType ?? 'other',
        paymentName: method?.paymentName ?? 'Branch entry',
        amount,
        utr,
        remarks: body.remarks ?? '',
        createdBy: caller.id,
        createdAt: at,
        updatedAt: at,
      });
      return { row, player };
    });
    const wire = depositToWire(row, player.userName);
    sendDepositUpdate(ctx, wire, { uplineIds: player.ancestors });
    return wire;
  } catch (err) {
    return mapUtrRace(err);
  }
}

/**
 * POST api/user/deposit/iPay | xPay: a pending request of a gateway method (no proof, no UTR)
 * under the same rules as a proof deposit (demo refused, the method's limits, one open request).
 * It moves no points: the payment-gateway module credits it on a verified webhook only.
 */
export async function openGatewayDeposit(
  ctx: AppContext,
  user: UserRow,
  body: { depositTypeId?: string | undefined; amount?: unknown },
  gateway: PaymentType,
): Promise<DepositRequest> {
  refuseDemo(user);
  const whiteLabelId = whiteLabelOf(user);
  const amount = amountPaise(body.amount, PLAYER_AMOUNT);
  const at = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const method = await depositMethodOf(tx, whiteLabelId, body.depositTypeId, amount, gateway);
    await checkCanRequest(tx, user.id, whiteLabelId, null);
    return insertDepositRequest(tx, {
      userId: user.id,
      whiteLabelId,
      paymentMethodId: method.id,
      paymentType: method.paymentType,
      paymentName: method.paymentName,
      amount,
      createdBy: user.id,
      createdAt: at,
      updatedAt: at,
    });
  });
  const deposit = depositToWire(row, user.userName);
  sendDepositUpdate(ctx, deposit, { uplineIds: user.ancestors });
  return deposit;
}
