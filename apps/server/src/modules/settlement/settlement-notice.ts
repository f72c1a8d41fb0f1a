import type { BetStatus } from '../../db/schema/betting.js';
import type { DeclaredResult, Pts } from '@backlay/contract';

/**
 * What one player hears when its chunk commits (`getOpenBetResultUpdates`), in paise; the
 * live sender turns it into rupees. Collected inside the transaction, sent after commit.
 */
export interface SettlementNotice {
  userId: string;
  marketId: string;
  eventId: string;
  status: 'settled' | 'void' | 'rolledBack';
  result: Pick<DeclaredResult, 'kind' | 'teamId' | 'run' | 'declaration'>;
  pnl: number;
  commission: number;
  /**
   * The player's bets, each in the status the notice's says (settled, void, or open again after
   * a roll-back): a settled chunk hands over the rows it read, one object per bet, not a copy.
   */
  bets: readonly { id: string; pnl: number | null }[];
  /**
   * The player's points as its chunk left them, when the chunk locked its wallet (else read
   * after commit). Worked out when sent, and only for a player someone listens for: most of a
   * settlement's players have no page open, and their figures were a tenth of a chunk's work.
   */
  pts?: () => Pts;
}

/** One chunk's work: `done` when the market had nothing left to do in this direction. */
export interface ChunkOutcome {
  done: boolean;
  notices: SettlementNotice[];
}

/** The status a notice's bets are left in. */
export function betStatusOfNotice(status: SettlementNotice['status']): BetStatus {
  return status === 'rolledBack' ? 'open' : status;
}

export const NOTHING_LEFT: ChunkOutcome = { done: true, notices: [] };
