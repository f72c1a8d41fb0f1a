import type { Tx } from '../client.js';
import { bonusOffers } from '../schema/index.js';

/**
 * The demo's bonus offers, the same for each brand: a one-time welcome bonus and a reload
 * bonus that asks for turnover. Amounts are paise, percentages basis points.
 */
const rupees = (n: number) => BigInt(n) * 100n;

const OFFERS = [
  {
    title: 'Welcome Bonus 10%',
    description: 'Get 10% extra on your first deposit with this offer, up to 1,000 points. One time per player.',
    minAmount: rupees(500),
    maxAmount: rupees(50_000),
    perUserLimit: 1,
    percentBps: 1_000,
    maxBonus: rupees(1_000),
    wageringMultiple: 0,
    sort: 1,
  },
  {
    title: 'Reload Bonus 5%',
    description: '5% extra on every deposit of 1,000 or more, up to 2,500 points. Bet 3 times the bonus to release it.',
    minAmount: rupees(1_000),
    maxAmount: rupees(100_000),
    perUserLimit: null,
    percentBps: 500,
    maxBonus: rupees(2_500),
    wageringMultiple: 3,
    sort: 2,
  },
];

export async function seedDemoBonuses(tx: Tx, whiteLabelIds: readonly string[], at: Date): Promise<void> {
  await tx
    .insert(bonusOffers)
    .values(whiteLabelIds.flatMap((whiteLabelId) => OFFERS.map((o) => ({ ...o, whiteLabelId, createdAt: at, updatedAt: at }))));
}
