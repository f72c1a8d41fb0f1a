import { paiseToRupees } from '@backlay/domain';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/context.js';
import type { WalletClient } from './wallet-client.js';
import { markBetPaid } from './originals.repository.js';

/**
 * Sends the credit of a decided bet (its payout; 0 for a loss, which only closes its wallet
 * round) and notes it paid. Idempotent on `${betId}:win`: the crash game, the recovery pass or
 * a repeat after a lost answer all send the same transaction, and the wallet pays it once.
 * Answers the wallet's balance.
 */
export async function payBet(
  deps: { db: Db; clock: Clock },
  wallet: WalletClient,
  bet: { id: string; playerId: string; walletRoundId: string; payout: bigint },
): Promise<number> {
  const answer = await wallet.credit({
    playerId: bet.playerId,
    transactionId: `${bet.id}:win`,
    roundId: bet.walletRoundId,
    amount: paiseToRupees(Number(bet.payout)),
  });
  await markBetPaid(deps.db, bet.id, deps.clock.now());
  return answer.balance;
}
