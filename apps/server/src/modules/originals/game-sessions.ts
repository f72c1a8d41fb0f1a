import { createHash, randomBytes } from 'node:crypto';
import { ORIGINALS_MESSAGES, type OriginalsFairness, type OriginalsGameCode } from '@backlay/contract';
import { generateClientSeed, generateServerSeed, hashServerSeed } from '@backlay/domain';
import type { Db } from '../../db/client.js';
import { AppError, conflict } from '../../lib/app-error.js';
import {
  advanceSessionSeed,
  deleteIdleSessions,
  findSession,
  insertSession,
  resetSessionSeeds,
  touchSession,
  type OriginalsSessionRow,
} from './originals.repository.js';

/**
 * The game server's own sessions: a page exchanges its launch token once (wallet
 * `authenticate`) and gets a random session token for its later calls. Kept in the database
 * (`originals_sessions`), so whichever server process a page's next call reaches serves it; the
 * token itself is never stored, only its SHA-256, so a read of the table cannot act as a player.
 *
 * A session also holds the fairness of its next instant round (slot, lotto, Dragon Tiger):
 * the server seed is drawn and its hash shown before the player plays; it is revealed in the
 * round's answer and a fresh one drawn for the next. Two plays at once (two tabs, two
 * processes) must never share those seeds: `advance` takes them with a compare-and-set, and
 * the play that loses is refused (see `advance` for why not replayed on the next seeds).
 */

export interface NextSeed {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export interface GameSession {
  /** SHA-256 (hex) of the session token: the row's key. */
  tokenHash: string;
  game: OriginalsGameCode;
  playerId: string;
  userName: string;
  /** The wallet's game session: debits need it. */
  walletSessionId: string;
  /** The next instant round's seeds as read with the session (what a play commits to). */
  next: NextSeed;
  lastUsedAt: number;
}

/** A session just opened: its token goes to the page once and is never kept. */
export type OpenedSession = GameSession & { token: string };

/** A session unused this long is forgotten (the page relaunches). */
const IDLE_MS = 12 * 60 * 60 * 1000;
/**
 * `last_used_at` is written at most this often by a plain call (balance, open bets, a crash
 * bet): a write per call would double the database work of every bet for a figure that only
 * has to tell a live session from one idle for IDLE_MS. A session may so be forgotten up to
 * this much early, which against IDLE_MS nobody notices. An instant play writes the session
 * anyway (its seeds) and notes the time with them.
 */
const TOUCH_MS = 60_000;
/** Idle sessions are swept by an open at most this often per process... */
const SWEEP_EVERY_MS = 60_000;
/** ...and at most this many rows at a time, so a sweep stays one short statement. */
const SWEEP_LIMIT = 1_000;

export function fairnessOf(seed: NextSeed): OriginalsFairness {
  return { serverSeedHash: hashServerSeed(seed.serverSeed), serverSeed: null, clientSeed: seed.clientSeed, nonce: seed.nonce };
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function sessionOf(row: OriginalsSessionRow): GameSession {
  return {
    tokenHash: row.tokenHash,
    game: row.game,
    playerId: row.playerId,
    userName: row.userName,
    walletSessionId: row.walletSessionId,
    next: { serverSeed: row.serverSeed, clientSeed: row.clientSeed, nonce: row.nonce },
    lastUsedAt: row.lastUsedAt.getTime(),
  };
}

const sessionEnded = () => new AppError('UNAUTHORIZED', ORIGINALS_MESSAGES.sessionInvalid);

export class GameSessions {
  /** This process's next sweep (epoch ms); every process sweeps, each at most once a minute. */
  private nextSweepAt = 0;

  constructor(private readonly db: Db) {}

  async open(input: Omit<GameSession, 'tokenHash' | 'next' | 'lastUsedAt'>, now: number): Promise<OpenedSession> {
    await this.sweep(now);
    const token = randomBytes(32).toString('base64url');
    const session: GameSession = {
      ...input,
      tokenHash: hashToken(token),
      next: { serverSeed: generateServerSeed(), clientSeed: generateClientSeed(), nonce: 0 },
      lastUsedAt: now,
    };
    const at = new Date(now);
    await insertSession(this.db, {
      tokenHash: session.tokenHash,
      game: session.game,
      playerId: session.playerId,
      userName: session.userName,
      walletSessionId: session.walletSessionId,
      ...session.next,
      lastUsedAt: at,
      createdAt: at,
    });
    return { ...session, token };
  }

  /** The session of a page's header; 401 when missing or forgotten, 403 for another game's page. */
  async get(token: string | undefined, game: OriginalsGameCode | null, now: number): Promise<GameSession> {
    if (!token) throw new AppError('UNAUTHORIZED', ORIGINALS_MESSAGES.sessionMissing);
    const row = await findSession(this.db, hashToken(token));
    if (!row || now - row.lastUsedAt.getTime() > IDLE_MS) throw sessionEnded();
    if (game && row.game !== game) throw new AppError('FORBIDDEN', ORIGINALS_MESSAGES.wrongGame);
    const session = sessionOf(row);
    if (now - session.lastUsedAt >= TOUCH_MS) {
      await touchSession(this.db, session.tokenHash, new Date(now));
      session.lastUsedAt = now;
    }
    return session;
  }

  /**
   * Takes the session's next instant round: only if its seeds are still those read with the
   * session (`session.next`), they are replaced by a fresh server seed and the nonce counted on;
   * `session.next` then holds the new ones. Called before anything of the play is written or
   * debited.
   *
   * A play that finds its seeds already taken (another tab's or process's play got there first)
   * is refused with 409, not replayed on the next seeds: those were drawn after this play's bet
   * reached the server, so its hash was never shown before the bet, and a server that may pick
   * the seed knowing the bet is not provably fair. The player plays again, on seeds shown first.
   */
  async advance(session: GameSession, now: number): Promise<void> {
    const row = await advanceSessionSeed(this.db, session.tokenHash, session.next, generateServerSeed(), new Date(now));
    if (!row) throw (await findSession(this.db, session.tokenHash)) ? conflict(ORIGINALS_MESSAGES.seedsTaken) : sessionEnded();
    Object.assign(session, sessionOf(row));
  }

  /** A new client seed starts a new pair: a fresh server seed and the nonce from 0. */
  async setClientSeed(session: GameSession, clientSeed: string, now: number): Promise<void> {
    const row = await resetSessionSeeds(this.db, session.tokenHash, { serverSeed: generateServerSeed(), clientSeed }, new Date(now));
    if (!row) throw sessionEnded();
    Object.assign(session, sessionOf(row));
  }

  /**
   * Forgets sessions idle beyond IDLE_MS (their pages relaunch). Bounded, so a backlog goes over
   * a few opens instead of one long delete; `get` refuses an idle row the sweep has not reached.
   */
  private async sweep(now: number): Promise<void> {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    await deleteIdleSessions(this.db, new Date(now - IDLE_MS), SWEEP_LIMIT);
  }
}
