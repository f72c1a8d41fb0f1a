import type { AppContext } from '../../lib/context.js';
import { rooms } from '../live/index.js';
import { ptsOf } from '../profile/index.js';
import { roundForPlayer } from './casino-open-bets.service.js';
import type { WalletOutcome } from './wallet.service.js';

interface Log {
  error(obj: object, msg: string): void;
}

/**
 * After a wallet call commits (never for a repeat): the player hears the round
 * (getOpenBetCasinoUpdates for a bet, getOpenBetCasinoResultUpdates for a result or a rollback)
 * and its points (getPtsUpdates, as GET api/{role}/pts answers them). Failures are logged: the
 * provider already has its answer and the points are safe in the ledger.
 */
export async function sendWalletNotices(ctx: AppContext, outcome: WalletOutcome, log: Log): Promise<void> {
  if (!outcome.isNew) return;
  const to = rooms.user(outcome.userId);
  try {
    if (outcome.roundId && outcome.change) {
      const round = await roundForPlayer(ctx, outcome.userId, outcome.roundId);
      if (round) ctx.live.emit(to, outcome.change === 'bet' ? 'getOpenBetCasinoUpdates' : 'getOpenBetCasinoResultUpdates', round);
    }
    if (outcome.answer.moved) ctx.live.emit(to, 'getPtsUpdates', await ptsOf(ctx, outcome.userId));
  } catch (err) {
    log.error({ err, userId: outcome.userId }, 'casino: live update failed');
  }
}
