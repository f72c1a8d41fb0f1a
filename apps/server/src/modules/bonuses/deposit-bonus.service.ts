import { BONUS_MESSAGES, NO_BONUS_ID } from '@backlay/contract';
import { bonusForDeposit, isWithinOfferRange, wageringRequirement } from '@backlay/domain';
import type { Tx } from '../../db/client.js';
import { badRequest } from '../../lib/app-error.js';
import { postEntry, walletAccountId, type PostingLine } from '../ledger/index.js';
import {
  claimCounts,
  findBonusUser,
  findDepositBonus,
  findOffer,
  findReferral,
  hasReferralBonusFor,
  insertUserBonus,
  otherApprovedDeposits,
  promotionsAccountId,
  updateUserBonus,
  type BonusOfferRow,
} from './bonuses.repository.js';
import { isId } from './bonus-rules.js';

/**
 * The bonus side of a deposit (called by the money module inside its transactions):
 * - on the request: the claimed offer is checked (it exists for the player's white label, is
 *   active and in its window, the amount lies in its range, the player is under its limit) and
 *   an `awaiting` claim is recorded;
 * - on approval: the bonus of the approved amount becomes extra lines of the deposit's own
 *   journal entry (promotions account -> player), so deposit and bonus are credited once,
 *   together; then the claim is `active` (or `completed` with no wagering), expiring after the
 *   offer's `validityDays` when it has one (bonus-expiry.job.ts), and a referrer
 *   gets the referral bonus on the referred player's first approved deposit;
 * - on rejection: the claim is `rejected` and nothing is credited.
 */

const DAY_MS = 86_400_000;

const termsOf = (o: BonusOfferRow) => ({ percentBps: o.percentBps, maxBonus: o.maxBonus, minAmount: o.minAmount, maxAmount: o.maxAmount });

/** Request time: the offer claimed with `bonusId` (empty or 100001 = none), checked. */
export async function checkDepositOffer(
  tx: Tx,
  claim: { userId: string; whiteLabelId: string; bonusId: string | undefined; amount: bigint; at: Date },
): Promise<BonusOfferRow | null> {
  const id = (claim.bonusId ?? '').trim();
  if (!id || id === NO_BONUS_ID) return null;
  const offer = isId(id) ? await findOffer(tx, id) : null;
  const live =
    offer &&
    offer.whiteLabelId === claim.whiteLabelId &&
    offer.active &&
    (!offer.startsAt || offer.startsAt <= claim.at) &&
    (!offer.endsAt || offer.endsAt >= claim.at);
  if (!live) throw badRequest(BONUS_MESSAGES.noOffer);
  if (!isWithinOfferRange(termsOf(offer), claim.amount)) throw badRequest(BONUS_MESSAGES.offerNotApplied);
  if (offer.perUserLimit !== null) {
    const used = (await claimCounts(tx, claim.userId, [offer.id])).get(offer.id) ?? 0;
    if (used >= offer.perUserLimit) throw badRequest(BONUS_MESSAGES.offerUsed);
  }
  return offer;
}

/** Request time, after the deposit row: the `awaiting` claim with the bonus the amount would bring. */
export async function recordDepositClaim(
  tx: Tx,
  claim: { offer: BonusOfferRow; userId: string; whiteLabelId: string; depositRequestId: string; amount: bigint; at: Date },
): Promise<void> {
  const bonus = bonusForDeposit(termsOf(claim.offer), claim.amount);
  await insertUserBonus(tx, {
    userId: claim.userId,
    whiteLabelId: claim.whiteLabelId,
    kind: 'deposit',
    bonusOfferId: claim.offer.id,
    depositRequestId: claim.depositRequestId,
    status: 'awaiting',
    depositAmount: claim.amount,
    bonusAmount: bonus,
    wageringRequired: wageringRequirement(bonus, claim.offer.wageringMultiple),
    createdAt: claim.at,
    updatedAt: claim.at,
  });
}

export interface ApprovalBonus {
  /** Paise of bonus to add to the player's wallet line of the deposit entry. */
  amount: bigint;
  /** The promotions account's line (empty when there is no bonus). */
  lines: PostingLine[];
  /** After the entry is posted: the claim's new state and any referral bonus; answers the referrer credited, if any. */
  settle(entryId: string): Promise<{ referrerId: string | null }>;
}

/** Approval time, before the deposit's entry is posted. */
export async function depositBonusOnApproval(
  tx: Tx,
  approval: { depositRequestId: string; userId: string; whiteLabelId: string; credit: bigint; at: Date; decidedBy: string },
): Promise<ApprovalBonus> {
  const claim = await findDepositBonus(tx, approval.depositRequestId);
  const offer = claim?.bonusOfferId ? await findOffer(tx, claim.bonusOfferId) : null;
  const amount = claim && claim.status === 'awaiting' && offer ? bonusForDeposit(termsOf(offer), approval.credit) : 0n;
  const lines: PostingLine[] = amount > 0n ? [{ accountId: await promotionsAccountId(tx, approval.whiteLabelId), amount: -amount }] : [];
  return {
    amount,
    lines,
    async settle(entryId) {
      if (claim && claim.status === 'awaiting') {
        const required = offer && amount > 0n ? wageringRequirement(amount, offer.wageringMultiple) : 0n;
        await updateUserBonus(tx, claim.id, {
          status: amount > 0n ? (required > 0n ? 'active' : 'completed') : 'notApplied',
          depositAmount: approval.credit,
          bonusAmount: amount,
          wageringRequired: required,
          journalEntryId: amount > 0n ? entryId : null,
          creditedAt: amount > 0n ? approval.at : null,
          // Only a bonus still to be wagered can run out; the offer's validity as it is now.
          expiresAt: required > 0n && offer?.validityDays ? new Date(approval.at.getTime() + offer.validityDays * DAY_MS) : null,
          updatedAt: approval.at,
        });
      }
      return { referrerId: await creditReferralBonus(tx, approval) };
    },
  };
}

/** Rejection: the claim is void; nothing was ever credited. */
export async function rejectDepositBonus(tx: Tx, depositRequestId: string, at: Date): Promise<void> {
  const claim = await findDepositBonus(tx, depositRequestId);
  if (claim && claim.status === 'awaiting') await updateUserBonus(tx, claim.id, { status: 'rejected', updatedAt: at });
}

/**
 * Refer and Earn: the referrer of a player gets the white label's referral percentage of the
 * player's FIRST approved deposit, capped at its maxBonusAmount (the figures of GET
 * api/user/setting/referral), from the promotions account, as its own `bonus` entry (another
 * wallet than the deposit's). Once per referred player (unique index and idempotency key);
 * nothing when the label has Refer and Earn off, or the referrer is no longer an active,
 * non-demo player. No wagering: the referrer did not deposit anything to play through.
 */
async function creditReferralBonus(
  tx: Tx,
  approval: { depositRequestId: string; userId: string; whiteLabelId: string; credit: bigint; at: Date; decidedBy: string },
): Promise<string | null> {
  const ref = await findReferral(tx, approval.userId);
  if (!ref?.referredBy || ref.referralMaxBonus <= 0 || ref.referralBonusBps <= 0) return null;
  if ((await otherApprovedDeposits(tx, approval.userId, approval.depositRequestId)) > 0) return null;
  if (await hasReferralBonusFor(tx, approval.userId)) return null;
  const referrer = await findBonusUser(tx, ref.referredBy);
  if (!referrer || referrer.role !== 'user' || referrer.demo || referrer.blocked) return null;
  const amount = bonusForDeposit(
    { percentBps: ref.referralBonusBps, maxBonus: BigInt(ref.referralMaxBonus), minAmount: null, maxAmount: null },
    approval.credit,
  );
  if (amount <= 0n) return null;
  const posted = await postEntry(tx, {
    kind: 'bonus',
    reference: `referral:${approval.userId}`,
    idempotencyKey: `referral:${approval.userId}`,
    memo: 'Referral bonus',
    createdBy: approval.decidedBy,
    at: approval.at,
    lines: [
      { accountId: await promotionsAccountId(tx, approval.whiteLabelId), amount: -amount },
      { accountId: await walletAccountId(tx, referrer.id), amount },
    ],
  });
  await insertUserBonus(tx, {
    userId: referrer.id,
    whiteLabelId: approval.whiteLabelId,
    kind: 'referral',
    depositRequestId: approval.depositRequestId,
    sourceUserId: approval.userId,
    status: 'completed',
    depositAmount: approval.credit,
    bonusAmount: amount,
    journalEntryId: posted.entryId,
    creditedAt: approval.at,
    createdAt: approval.at,
    updatedAt: approval.at,
  });
  return referrer.id;
}
