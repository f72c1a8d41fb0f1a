import { randomBytes } from 'node:crypto';
import { ORIGINALS_MESSAGES, type OriginalsFairness, type OriginalsGameCode } from '@backlay/contract';
import { generateClientSeed, generateServerSeed, hashServerSeed } from '@backlay/domain';
import { AppError } from '../../lib/app-error.js';

/**
 * The game server's own sessions: a page exchanges its launch token once (wallet
 * `authenticate`) and gets a random session token for its later calls. Kept in memory, as
 * the game server's working state: after a restart the page asks the player to launch the game
 * again (the wallet session, and with it the right to bet, is the casino's and lives on).
 *
 * A session also holds the fairness of its next instant round (slot, lotto, Dragon Tiger):
 * the server seed is drawn and its hash shown before the player plays; it is revealed in the
 * round's answer and a fresh one drawn for the next.
 */

export interface NextSeed {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export interface GameSession {
  token: string;
  game: OriginalsGameCode;
  playerId: string;
  userName: string;
  /** The wallet's game session: debits need it. */
  walletSessionId: string;
  next: NextSeed;
  lastUsedAt: number;
}

/** A session unused this long is forgotten (the page relaunches). */
const IDLE_MS = 12 * 60 * 60 * 1000;
/** Bounds memory against a flood of launches. */
const MAX_SESSIONS = 50_000;

export function fairnessOf(seed: NextSeed): OriginalsFairness {
  return { serverSeedHash: hashServerSeed(seed.serverSeed), serverSeed: null, clientSeed: seed.clientSeed, nonce: seed.nonce };
}

export class GameSessions {
  private readonly byToken = new Map<string, GameSession>();

  open(input: Omit<GameSession, 'token' | 'next' | 'lastUsedAt'>, now: number): GameSession {
    this.sweep(now);
    const session: GameSession = {
      ...input,
      token: randomBytes(32).toString('base64url'),
      next: { serverSeed: generateServerSeed(), clientSeed: generateClientSeed(), nonce: 0 },
      lastUsedAt: now,
    };
    this.byToken.set(session.token, session);
    return session;
  }

  /** The session of a page's header; 401 when missing or forgotten, 403 for another game's page. */
  get(token: string | undefined, game: OriginalsGameCode | null, now: number): GameSession {
    if (!token) throw new AppError('UNAUTHORIZED', ORIGINALS_MESSAGES.sessionMissing);
    const session = this.byToken.get(token);
    if (!session || now - session.lastUsedAt > IDLE_MS) throw new AppError('UNAUTHORIZED', ORIGINALS_MESSAGES.sessionInvalid);
    if (game && session.game !== game) throw new AppError('FORBIDDEN', ORIGINALS_MESSAGES.wrongGame);
    session.lastUsedAt = now;
    return session;
  }

  /** Moves the session to its next instant round: a fresh server seed, the nonce counted on. */
  advance(session: GameSession): void {
    session.next = { serverSeed: generateServerSeed(), clientSeed: session.next.clientSeed, nonce: session.next.nonce + 1 };
  }

  /** A new client seed starts a new pair: a fresh server seed and the nonce from 0. */
  setClientSeed(session: GameSession, clientSeed: string): void {
    session.next = { serverSeed: generateServerSeed(), clientSeed, nonce: 0 };
  }

  private sweep(now: number): void {
    if (this.byToken.size < MAX_SESSIONS) {
      for (const [token, s] of this.byToken) if (now - s.lastUsedAt > IDLE_MS) this.byToken.delete(token);
      return;
    }
    // Full of live sessions: forget the oldest (insertion order) rather than refuse launches.
    const oldest = this.byToken.keys().next().value;
    if (oldest) this.byToken.delete(oldest);
  }
}
