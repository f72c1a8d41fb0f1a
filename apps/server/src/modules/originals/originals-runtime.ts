import type { FastifyInstance } from 'fastify';
import { ORIGINALS_MESSAGES } from '@backlay/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/context.js';
import { AppError } from '../../lib/app-error.js';
import { CRASH_CLIENT_SEED } from './crash-round.js';
import { CrashLoop } from './crash-loop.js';
import { CrashTable } from './crash-table.js';
import { CrashStreams } from './crash-stream.js';
import { GameSessions } from './game-sessions.js';
import { fetchTransport, HttpWalletClient, injectTransport, type WalletClient } from './wallet-client.js';
import { findStudio } from './originals.repository.js';
import { Recovery } from './recovery.js';
import { testServerSeeds } from './test-seeds.js';

/** The studio's provider code (the seed's `ORIGINALS_PROVIDER_CODE`). */
export const ORIGINALS_PROVIDER_CODE = 'backlay-originals';

/** What the game server holds while it runs: its wallet client, sessions (in the database), the crash game, open streams. */
export interface Originals {
  db: Db;
  clock: Clock;
  wallet: () => Promise<WalletClient>;
  sessions: GameSessions;
  /** The crash round loop (the leader runs it; tests step it themselves). */
  crash: CrashLoop;
  /** The crash game's player calls, in any process. */
  crashTable: CrashTable;
  /** This process's crash streams. */
  crashStreams: CrashStreams;
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
  const changed = () => crashStreams.changed();
  const crashTable = new CrashTable({ db: ctx.db, clock: ctx.clock, wallet, log: app.log, changed });
  const crashStreams = new CrashStreams(() => crashTable.state(), app.log);
  const crash = new CrashLoop({
    db: ctx.db,
    clock: ctx.clock,
    table: crashTable,
    changed,
    timing: {
      bettingMs: ctx.config.ORIGINALS_BETTING_MS,
      pauseMs: ctx.config.ORIGINALS_PAUSE_MS,
      flightSpeed: ctx.config.ORIGINALS_FLIGHT_SPEED,
    },
    ...(ctx.config.ORIGINALS_TEST_SEEDS ? { serverSeedFor: testServerSeeds(ctx.config.ORIGINALS_TEST_SEEDS, CRASH_CLIENT_SEED) } : {}),
  });
  const playing = new Set<string>();
  const recovery = new Recovery({
    db: ctx.db,
    clock: ctx.clock,
    wallet,
    log: app.log,
    isHeld: (bet) => crashTable.isPlacing(bet.id) || playing.has(bet.roundId),
    isRoundHeld: (roundId) => roundId === crash.liveRoundId() || playing.has(roundId),
  });
  return {
    db: ctx.db,
    clock: ctx.clock,
    wallet,
    sessions: new GameSessions(ctx.db),
    crash,
    crashTable,
    crashStreams,
    playing,
    recovery,
    log: app.log,
    streams: new Set(),
  };
}
