import { PENDING_BONUS_STATUSES, type UserBonus, type UserBonusStatus } from '@backlay/contract';
import { wageringProgress } from '@backlay/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { claimCounts, listUserBonuses, settledTurnoverSince, updateUserBonus } from './bonuses.repository.js';
import { userBonusToWire } from './bonus-wire.js';

/**
 * GET api/user/bonus: the player's bonuses, newest first (`status=pending` for /awaiting-bonus:
 * awaiting and active). An active bonus shows its wagering progress (stakes of bets settled
 * since the credit and before its expiry; an expired one, what it had reached); one whose
 * requirement is met is completed here, on read, since nothing else waits on it. One past its
 * expiry and not met stays active until the expiry job takes it back (bonus-expiry.job.ts).
 */
export async function listUserBonusesOf(
  ctx: AppContext,
  player: UserRow,
  status: 'all' | 'pending' | UserBonusStatus,
): Promise<UserBonus[]> {
  const statuses = status === 'all' ? null : status === 'pending' ? PENDING_BONUS_STATUSES : [status];
  const rows = await listUserBonuses(ctx.db, player.id, statuses);
  const counts = await claimCounts(ctx.db, player.id);
  const at = ctx.clock.now();
  const out: UserBonus[] = [];
  for (const r of rows) {
    let done = r.status === 'completed' ? r.wageringRequired : 0n;
    let row = r;
    if ((r.status === 'active' || r.status === 'expired') && r.creditedAt) {
      done = wageringProgress(r.wageringRequired, await settledTurnoverSince(ctx.db, player.id, r.creditedAt, r.expiresAt));
      if (r.status === 'active' && done >= r.wageringRequired) {
        await updateUserBonus(ctx.db, r.id, { status: 'completed', updatedAt: at });
        row = { ...r, status: 'completed' };
      }
    }
    if (statuses && !statuses.includes(row.status)) continue;
    out.push(userBonusToWire(row, { count: r.bonusOfferId ? (counts.get(r.bonusOfferId) ?? 0) : 0, wageringDone: done }));
  }
  return out;
}

/**
 * Points of a player's bonuses still being wagered (active, requirement not met; an expired one
 * holds nothing back), paise: what a withdrawal must leave in the wallet (the money module's
 * withdraw rule calls it inside its transaction, under the wallet's lock; see the bonuses
 * contract's decision on wagering).
 */
export async function unreleasedBonusPaise(db: DbOrTx, userId: string): Promise<bigint> {
  const rows = await listUserBonuses(db, userId, ['active']);
  let total = 0n;
  for (const r of rows) {
    if (!r.creditedAt) continue;
    const done = wageringProgress(r.wageringRequired, await settledTurnoverSince(db, userId, r.creditedAt, r.expiresAt));
    if (done < r.wageringRequired) total += r.bonusAmount;
  }
  return total;
}
