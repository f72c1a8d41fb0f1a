import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/context.js';
import type { WalletClient } from './wallet-client.js';
import { settleBet } from './originals.repository.js';

/**
 * Gives a bet's stake back: the wallet rollback of its debit, then the bet marked refunded.
 * The crash loop, the instant games and the recovery pass all refund this way, with the same
 * transaction ids (`{bet}:refund` rolling back `{bet}:bet`), so that a refund sent twice (by the
 * game, then by the recovery pass after a lost answer) is one refund: the wallet answers the
 * repeat with its first answer. Answers the time the bet was marked refunded.
 */
export async function refundBet(
  deps: { db: Db; clock: Clock },
  wallet: WalletClient,
  bet: { id: string; playerId: string; walletRoundId: string },
): Promise<Date> {
  await wallet.rollback({
    playerId: bet.playerId,
    transactionId: `${bet.id}:refund`,
    roundId: bet.walletRoundId,
    referenceTransactionId: `${bet.id}:bet`,
  });
  const at = deps.clock.now();
  await settleBet(deps.db, bet.id, { status: 'refunded', multiplier: null, payout: 0n, at });
  return at;
}
