import type { FastifyInstance } from 'fastify';
import { ORIGINALS_MESSAGES } from '@backlay/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/context.js';
import { AppError } from '../../lib/app-error.js';
import { CRASH_CLIENT_SEED, CrashGame } from './crash-game.js';
import { GameSessions } from './game-sessions.js';
import { fetchTransport, HttpWalletClient, injectTransport, type WalletClient } from './wallet-client.js';
import { findStudio } from './originals.repository.js';
import { Recovery } from './recovery.js';
import { testServerSeeds } from './test-seeds.js';

/** The studio's provider code (the seed's `ORIGINALS_PROVIDER_CODE`). */
export const ORIGINALS_PROVIDER_CODE = 'backlay-originals';

/** What the game server holds while it runs: its wallet client, sessions (in the database), the crash loop, open streams. */
export interface Originals {
  db: Db;
  clock: Clock;
  wallet: () => Promise<WalletClient>;
  sessions: GameSessions;
  crash: CrashGame;
  /** Instant plays under way (their round ids): the recovery pass leaves them alone. */
  playing: Set<string>;
  /** The recovery pass (recovery.ts): pays decided bets, refunds undecided ones. */
  recovery: Recovery;
  log: { error(obj: object, msg: string): void };
  /** Closers of the open crash streams (ended before the server closes). */
  streams: Set<() => void>;
}

/**
 * Builds the game server. The wallet client is made on first use: the studio's secret is read
 * from its provider row then (an install without the studio answers "not available").
 */
export function createOriginals(app: FastifyInstance): Originals {
  const { ctx } = app;
  let client: WalletClient | null = null;
  const wallet = async (): Promise<WalletClient> => {
    if (client) return client;
    const studio = await findStudio(ctx.db, ORIGINALS_PROVIDER_CODE);
    if (!studio || !studio.active) throw new AppError('BAD_REQUEST', ORIGINALS_MESSAGES.gameUnavailable);
    const transport = ctx.config.ORIGINALS_WALLET_URL ? fetchTransport(ctx.config.ORIGINALS_WALLET_URL) : injectTransport(app);
    client = new HttpWalletClient(transport, studio.code, studio.secret);
    return client;
  };
  const crash = new CrashGame({
    db: ctx.db,
    clock: ctx.clock,
    wallet,
    timing: {
      bettingMs: ctx.config.ORIGINALS_BETTING_MS,
      pauseMs: ctx.config.ORIGINALS_PAUSE_MS,
      flightSpeed: ctx.config.ORIGINALS_FLIGHT_SPEED,
    },
    log: app.log,
    ...(ctx.config.ORIGINALS_TEST_SEEDS ? { serverSeedFor: testServerSeeds(ctx.config.ORIGINALS_TEST_SEEDS, CRASH_CLIENT_SEED) } : {}),
  });
  const playing = new Set<string>();
  const recovery = new Recovery({
    db: ctx.db,
    clock: ctx.clock,
    wallet,
    log: app.log,
    isHeld: (bet) => crash.isHeld(bet.id) || playing.has(bet.roundId),
    isRoundHeld: (roundId) => roundId === crash.liveRoundId() || playing.has(roundId),
  });
  return {
    db: ctx.db,
    clock: ctx.clock,
    wallet,
    sessions: new GameSessions(ctx.db),
    crash,
    playing,
    recovery,
    log: app.log,
    streams: new Set(),
  };
}
