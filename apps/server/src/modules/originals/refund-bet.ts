import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/context.js';
import type { WalletClient } from './wallet-client.js';
import { claimRefund, markBetPaid } from './originals.repository.js';

/**
 * Gives a bet's stake back: the bet taken out of play first (`claimRefund`, only while it is
 * undecided), then the wallet rollback of its debit, then the rollback noted. The crash game,
 * the instant games and the recovery pass all refund this way, with the same transaction ids
 * (`{bet}:refund` rolling back `{bet}:bet`), so that a refund sent twice (by the game, then by
 * the recovery pass after a lost answer) is one refund: the wallet answers the repeat with its
 * first answer. Answers the time the refund was noted, or null when the bet had a result
 * already (a cash-out, the round's crash): nothing is sent then, the result stands.
 */
export async function refundBet(
  deps: { db: Db; clock: Clock },
  wallet: WalletClient,
  bet: { id: string; playerId: string; walletRoundId: string },
): Promise<Date | null> {
  if (!(await claimRefund(deps.db, bet.id))) return null;
  await wallet.rollback({
    playerId: bet.playerId,
    transactionId: `${bet.id}:refund`,
    roundId: bet.walletRoundId,
    referenceTransactionId: `${bet.id}:bet`,
  });
  const at = deps.clock.now();
  await markBetPaid(deps.db, bet.id, at);
  return at;
}
