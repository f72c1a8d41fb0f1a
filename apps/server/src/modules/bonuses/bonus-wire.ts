import type { BonusOffer, UserBonus } from '@backlay/contract';
import { bpsToPercent, paiseToRupees } from '@backlay/domain';
import type { BonusOfferRow, UserBonusListRow } from './bonuses.repository.js';

const rupeesOrNull = (p: bigint | null) => (p === null ? null : paiseToRupees(p));
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function offerToWire(r: BonusOfferRow, count = 0): BonusOffer {
  return {
    _id: r.id,
    title: r.title,
    description: r.description,
    min: rupeesOrNull(r.minAmount),
    max: rupeesOrNull(r.maxAmount),
    limit: r.perUserLimit,
    percentage: bpsToPercent(r.percentBps),
    maxBonusAmount: rupeesOrNull(r.maxBonus),
    wagering: r.wageringMultiple,
    startDate: iso(r.startsAt),
    endDate: iso(r.endsAt),
    validityDays: r.validityDays,
    active: r.active,
    sort: r.sort,
    count,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function userBonusToWire(r: UserBonusListRow, extra: { count: number; wageringDone: bigint }): UserBonus {
  const title = r.kind === 'referral' ? `Referral bonus${r.sourceUserName ? ` (${r.sourceUserName})` : ''}` : (r.title ?? '');
  return {
    _id: r.id,
    kind: r.kind,
    bonusId: r.bonusOfferId ?? '',
    title,
    count: extra.count,
    status: r.status,
    depositId: r.depositRequestId,
    depositAmount: paiseToRupees(r.depositAmount),
    bonusAmount: paiseToRupees(r.bonusAmount),
    wageringRequired: paiseToRupees(r.wageringRequired),
    wageringDone: paiseToRupees(extra.wageringDone),
    createdAt: r.createdAt.toISOString(),
    creditedAt: iso(r.creditedAt),
    expiresAt: iso(r.expiresAt),
  };
}
