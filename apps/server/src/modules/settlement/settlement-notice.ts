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
  bets: { id: string; status: BetStatus; pnl: number | null }[];
  /** The player's points as its chunk left them, when the chunk read them (else read after commit). */
  pts?: Pts;
}

/** One chunk's work: `done` when the market had nothing left to do in this direction. */
export interface ChunkOutcome {
  done: boolean;
  notices: SettlementNotice[];
}

export const NOTHING_LEFT: ChunkOutcome = { done: true, notices: [] };
