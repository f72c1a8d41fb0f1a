import { BONUS_MESSAGES, type Promotion } from '@backlay/contract';
import { bpsToPercent, paiseToRupees } from '@backlay/domain';
import type { AppContext, SiteContext } from '../../lib/context.js';
import { badRequest } from '../../lib/app-error.js';
import { listOffers, type BonusOfferRow } from './bonuses.repository.js';

/**
 * GET api/common/promotions: the Host's site's bonus offers that are on now, for anyone (contract
 * bonuses.ts "Promotions"). The wire shape is built field by field from the row, so nothing
 * else of an offer (who set it up, its label, its switches) can reach a visitor.
 */
export async function listPromotions(ctx: AppContext, site: SiteContext | null): Promise<Promotion[]> {
  if (!site) throw badRequest(BONUS_MESSAGES.whiteLabelMissing);
  const rows = await listOffers(ctx.db, site.whiteLabel.id, { activeOnly: true, at: ctx.clock.now() });
  return rows.map(promotionOf);
}

const rupeesOrNull = (p: bigint | null) => (p === null ? null : paiseToRupees(p));

function promotionOf(r: BonusOfferRow): Promotion {
  return {
    _id: r.id,
    title: r.title,
    description: r.description,
    percentage: bpsToPercent(r.percentBps),
    maxBonusAmount: rupeesOrNull(r.maxBonus),
    min: rupeesOrNull(r.minAmount),
    max: rupeesOrNull(r.maxAmount),
    limit: r.perUserLimit,
    wagering: r.wageringMultiple,
    validityDays: r.validityDays,
    endDate: r.endsAt ? r.endsAt.toISOString() : null,
  };
}
