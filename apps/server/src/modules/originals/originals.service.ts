import {
  ORIGINALS_MESSAGES,
  type OriginalsGameCode,
  type OriginalsOpenBet,
  type OriginalsRound,
  type OriginalsSession,
  type OriginalsVerify,
} from '@backlay/contract';
import { paiseToRupees, verifyOriginalsRound } from '@backlay/domain';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { WalletClient } from './wallet-client.js';
import type { GameSessions } from './game-sessions.js';
import { findRound, openBetsOf } from './originals.repository.js';

/** The session hand-over, the balance, open bets, and the public fairness calls of the game server. */

/** As many open bets as a page shows; a player has at most one per crash round. */
const OPEN_BETS_SHOWN = 20;

export async function openSession(
  deps: { wallet: () => Promise<WalletClient>; sessions: GameSessions; clock: Clock },
  input: { token: string; game: OriginalsGameCode },
): Promise<OriginalsSession> {
  const wallet = await deps.wallet();
  const player = await wallet.authenticate(input.token);
  if (player.gameId !== input.game) throw new AppError('FORBIDDEN', ORIGINALS_MESSAGES.wrongGame);
  const session = await deps.sessions.open(
    { game: input.game, playerId: player.playerId, userName: player.userName, walletSessionId: player.sessionId },
    deps.clock.now().getTime(),
  );
  return { sessionToken: session.token, game: input.game, userName: player.userName, balance: player.balance, currency: 'INR' };
}

/**
 * The game session's player's open bets with the studio, from its own records: the game page
 * shows them beside the game without the site's login (it runs sandboxed, off the site's origin).
 */
export async function openBets(db: Db, playerId: string): Promise<OriginalsOpenBet[]> {
  const rows = await openBetsOf(db, playerId, OPEN_BETS_SHOWN);
  return rows.map((b) => ({ roundId: b.walletRoundId, game: b.game, stake: paiseToRupees(b.stake), placedAt: b.createdAt.toISOString() }));
}

/** Anyone may recompute any round: the answer is the domain's verification, nothing stored is trusted. */
export function verify(input: {
  game: OriginalsGameCode;
  serverSeed: string;
  serverSeedHash?: string | undefined;
  clientSeed: string;
  nonce: number;
}): OriginalsVerify {
  return verifyOriginalsRound(input.game, input);
}

/** A round's record; its server seed only once it has ended (before, only the hash is public). */
export async function roundRecord(db: Db, roundId: string): Promise<OriginalsRound> {
  const row = await findRound(db, roundId);
  if (!row) throw notFound(ORIGINALS_MESSAGES.roundNotFound);
  const isEnded = row.status === 'ended';
  return {
    roundId: row.id,
    game: row.game,
    status: row.status,
    fairness: {
      serverSeedHash: row.serverSeedHash,
      serverSeed: isEnded ? row.serverSeed : null,
      clientSeed: row.clientSeed,
      nonce: row.nonce,
    },
    outcome: isEnded ? (row.outcome ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}
