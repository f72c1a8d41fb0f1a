import { wageringProgress } from '@backlay/domain';
import type { AppContext } from '../../lib/context.js';
import { available, lockBalances, postEntry, walletAccountId } from '../ledger/index.js';
import { findUserBonus, lockUserBonus, promotionsAccountId, settledTurnoverSince, updateUserBonus } from './bonuses.repository.js';

/**
 * One bonus past its expiry (bonuses contract, "Expiry"), in one transaction under the bonus
 * row's and the wallet's locks: met by then -> completed; not met -> the unwagered bonus goes
 * back to the promotions account, as much of it as the wallet has available (points lost or
 * tied up in exposure or a withdrawal are not clawed back), and the bonus is expired.
 */

export type ExpiryOutcome =
  { kind: 'skipped' } | { kind: 'completed'; userId: string } | { kind: 'expired'; userId: string; forfeited: bigint };

export async function expireBonus(ctx: AppContext, userBonusId: string): Promise<ExpiryOutcome> {
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx): Promise<ExpiryOutcome> => {
    const owner = await findUserBonus(tx, userBonusId);
    if (!owner) return { kind: 'skipped' };
    const wallet = await walletAccountId(tx, owner.userId);
    const promotions = await promotionsAccountId(tx, owner.whiteLabelId);
    // The balance rows first, in the ledger's order, then the bonus row: the order a deposit's
    // approval takes them in. postEntry locks the same balance rows again.
    const locked = await lockBalances(tx, [wallet, promotions]);
    // Re-read under the lock: a read of the player's bonuses or another process may have settled it.
    const bonus = await lockUserBonus(tx, userBonusId);
    if (!bonus || bonus.status !== 'active' || !bonus.expiresAt || bonus.expiresAt > at || !bonus.creditedAt) return { kind: 'skipped' };

    const turnover = await settledTurnoverSince(tx, bonus.userId, bonus.creditedAt, bonus.expiresAt);
    if (wageringProgress(bonus.wageringRequired, turnover) >= bonus.wageringRequired) {
      await updateUserBonus(tx, bonus.id, { status: 'completed', updatedAt: at });
      return { kind: 'completed', userId: bonus.userId };
    }

    const free = available(locked.get(wallet)!);
    const forfeited = free <= 0n ? 0n : free < bonus.bonusAmount ? free : bonus.bonusAmount;
    if (forfeited > 0n) {
      await postEntry(tx, {
        kind: 'bonus',
        reference: `bonus:${bonus.id}`,
        idempotencyKey: `bonus-expiry:${bonus.id}`,
        memo: 'Bonus expired: unwagered bonus forfeited',
        at,
        lines: [
          { accountId: wallet, amount: -forfeited },
          { accountId: promotions, amount: forfeited },
        ],
      });
    }
    await updateUserBonus(tx, bonus.id, { status: 'expired', updatedAt: at });
    return { kind: 'expired', userId: bonus.userId, forfeited };
  });
}
