import { BET_MESSAGES, type MarketType } from '@backlay/contract';
import type { BatchTransaction, BatchTransactionRunner } from '../../db/batch-transaction.js';
import type { WalletTotals } from '../ledger/index.js';
import {
  findBetsByIdempotencyKeys,
  placementBatchStatement,
  placementCommitStatement,
  type BetRow,
  type LockedWallet,
  type NewBetRow,
  type PlacementWrites,
} from './betting.repository.js';
import { lockForBatch } from './placement-locks.repository.js';
import { newBetId } from './bet-id.js';
import { ShareListIds } from './upline-share-lists.js';
import { bookKey, PlacementStateCache, type KnownBook, type PlacementLessons } from './placement-state-cache.js';
import { addBet, betOutcome, bookExposure, bookOrEmpty, type MarketBook } from './market-book.js';

/**
 * The placement queue (docs/architecture.md §4 "group commit"): bets that passed their checks wait
 * here and are committed in batches, one transaction per batch, each request answered after its
 * batch commits. A flush is deferred with setImmediate so that the bets arriving in the same turn
 * of the event loop (PGlite runs on it) form one batch instead of one transaction each; on
 * PostgreSQL a few batches may be in flight at once (see the constructor).
 *
 * A batch is planned from what the last batches committed (placement-state-cache.ts) and sent
 * in one round trip, BEGIN, `placement_commit` and COMMIT, which writes only if nothing the plan
 * read has changed under the batch's locks. When the memory lacks something, or the database
 * says it changed, the batch takes two round trips on PostgreSQL: the lock phase with BEGIN
 * (placement-locks.repository.ts), and the writes with COMMIT (betting.repository.ts). Either
 * way, in the transaction the wallets' balance rows are locked in account id order (FOR UPDATE, the ledger's order), the markets
 * share-locked, then the players' books on those markets; each bet, in arrival
 * order, is put on its book with the domain's math and accepted only if the player's available
 * points (balance - exposure - held, with this market's exposure replaced by the new book's)
 * stay >= 0, or if the bet does not raise the market's exposure (a hedge is never refused for
 * points). Refused bets are kept with status 'rejected' and their reason: the points, a market
 * closed or stopped by staff since the bet was checked. A bet whose session ended or whose
 * player was blocked or bet-locked meanwhile is refused without a record (what the request
 * would have been answered had it come now), and so is a bet whose market changed since it was
 * checked (its digest, to be checked again). The upline shares a bet records are read here.
 */

/** A bet ready to be committed: the row to insert, less what the batch decides. */
export interface PlacementJob {
  /** The upline shares are not here: the batch reads the ones in force when it commits. */
  bet: Omit<NewBetRow, 'id' | 'status' | 'profit' | 'liability' | 'rejectReason' | 'shareListId'> & {
    userId: string;
    marketId: string;
    marketType: MarketType;
    runnerId: string;
    side: 'back' | 'lay';
    odd: number;
    run: number;
    stake: number;
  };
  /** Every runner of the market (a team book holds a line per runner). */
  runnerIds: readonly string[];
  /** Set when the bet already failed a check (during the delay): it is only recorded. */
  rejectReason: string | null;
  /**
   * The session the bet was asked under: a bet whose session has ended (logout, a newer login,
   * expiry) or whose player was blocked or bet-locked by the time its batch commits is refused
   * and leaves nothing behind. Null for callers without a request's session (tests).
   */
  sessionId: string | null;
  /**
   * The digest of the market the bet was checked against (placement.service.ts): a bet whose
   * market's digest under the batch's share lock differs is refused without a record, to be
   * checked again. Null or absent: not compared.
   */
  marketDigest?: string | null;
}

/** A wallet's balance row after the batch committed, with its posting totals (a batch posts nothing). */
export type WalletAfter = WalletTotals;

export type PlacementResult =
  | {
      bet: BetRow;
      /** True when the Idempotency-Key had already placed this bet (nothing new was written). */
      replayed: boolean;
      /** The player's wallet row after the batch: the points message after the bet is made from it. */
      wallet?: WalletAfter;
    }
  /**
   * Nothing recorded: the session ended or the player was blocked ('session'), bet-locked, or
   * the market changed since the bet was checked against it ('market').
   */
  | { refused: 'session' | 'betLock' | 'market' };

/** Bets per transaction: big enough for bursts, small enough to keep each commit short. */
export const MAX_BATCH = 500;

interface Waiting {
  job: PlacementJob;
  resolve(result: PlacementResult): void;
  reject(err: unknown): void;
}

export class PlacementQueue {
  private waiting: Waiting[] = [];
  private scheduled = false;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly shareLists = new ShareListIds();
  private readonly cache = new PlacementStateCache();
  /**
   * Batches committed by each route (BatchOutcome.route) since the queue began, and what the
   * stale ones found changed: for tests and the bench.
   */
  readonly routes = { memory: 0, locked: 0, stale: 0, staleBecause: {} as Record<string, number> };

  /**
   * @param maxInFlight batches committing at once. One on PGlite (a single connection: a
   *   second batch would only wait). More on PostgreSQL with the writers' own pool: while one
   *   batch waits for its commit, the next is already taking its locks. Two batches touching
   *   the same wallet serialise on its row lock (taken in account order, so never a cycle);
   *   the later one then reads the committed state.
   * @param overlapAt bets that must be waiting before a batch starts while another is still
   *   committing (1: whenever a slot is free). Fewer wait until no batch is committing.
   */
  constructor(
    private readonly run: BatchTransactionRunner,
    private readonly now: () => Date,
    private readonly maxInFlight = 1,
    private readonly overlapAt = 1,
  ) {}

  place(job: PlacementJob): Promise<PlacementResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once every bet queued so far is committed (used when the app closes). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0 || this.waiting.length > 0 || this.scheduled) {
      await (this.inFlight.size > 0 ? Promise.race(this.inFlight) : new Promise((r) => setImmediate(r)));
    }
  }

  /**
   * A flush is deferred to the next turn (setImmediate) so the bets arriving in this one form
   * a batch; while every slot is busy, bets keep gathering and the next batch starts as soon
   * as a slot frees.
   */
  private schedule(): void {
    if (this.scheduled || this.inFlight.size >= this.maxInFlight) return;
    if (this.inFlight.size > 0 && this.waiting.length < this.overlapAt) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const flushing: Promise<void> = this.flush().finally(() => {
        this.inFlight.delete(flushing);
        if (this.waiting.length > 0) this.schedule();
      });
      this.inFlight.add(flushing);
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting.splice(0, MAX_BATCH);
    if (batch.length === 0) return;
    try {
      const { answers, learntShareLists, lessons, route } = await this.run((t) =>
        commitBatch(
          t,
          batch.map((w) => w.job),
          this.now(),
          this.shareLists,
          this.cache,
        ),
      );
      // Committed: the share lists the batch inserted are there for every later batch, and
      // the next batches may be planned from what this one read and wrote.
      this.shareLists.remember(learntShareLists);
      this.cache.learn(lessons);
      if (typeof route === 'string') this.routes[route] += 1;
      else {
        this.routes.stale += 1;
        this.routes.staleBecause[route.stale] = (this.routes.staleBecause[route.stale] ?? 0) + 1;
      }
      batch.forEach((w, i) => w.resolve(answers[i]!));
    } catch (err) {
      // Whatever the batch planned from is not trusted again: the next one reads it afresh.
      this.cache.forget(batch.map((w) => w.job));
      for (const w of batch) w.reject(err);
    }
  }
}

/** Where a batch's bets stand before it decides them: read under its locks, or planned from memory. */
interface BatchState {
  /** The players' wallets, copies the batch may change (their exposure). */
  wallets: Map<string, LockedWallet>;
  closedMarkets: ReadonlySet<string>;
  stoppedMarkets: ReadonlySet<string>;
  marketDigests: ReadonlyMap<string, string>;
  /** The stored books by bookKey (absent: no row). */
  books: ReadonlyMap<string, KnownBook>;
  /** Players that may not bet now (their bets are refused without a record), by user id. */
  refusedPlayers: ReadonlyMap<string, 'session' | 'betLock'>;
  /** The sessions asked about that are still open; null: not checked here (placement_commit checks them). */
  openSessions: ReadonlySet<string> | null;
  placedBefore: ReadonlyMap<string, BetRow>;
  shareListOf: ReadonlyMap<string, number>;
}

interface BookState {
  book: MarketBook;
  exposure: number;
  openBets: number;
  /** The stored row's version (null: no row yet). */
  version: number | null;
  changed: boolean;
}

/** What a batch committed: an answer per job, and what the state cache learns from it. */
export interface BatchOutcome {
  answers: PlacementResult[];
  /** Share lists the batch inserted, for the queue to remember once it has committed. */
  learntShareLists: [string, number][];
  lessons: PlacementLessons;
  /**
   * How it was committed: planned from memory in one round trip ('memory'), read under its
   * locks ('locked'), or planned from memory, found stale and then read under its locks
   * ('stale': the state the plan expected and that differed, e.g. 'wallet').
   */
  route: 'memory' | 'locked' | { stale: string };
}

/**
 * Commits one batch in the caller's transaction; answers a result per job, in order. Planned
 * from the state cache when it remembers everything the batch needs, and then committed in one
 * round trip (`placement_commit` checks that plan under the locks); otherwise, or when that
 * check finds the plan stale, read under the batch's locks (`placement_locks`) and written
 * with its COMMIT: two round trips.
 */
export async function commitBatch(
  t: BatchTransaction,
  jobs: readonly PlacementJob[],
  at: Date,
  shareLists: ShareListIds = new ShareListIds(),
  cache: PlacementStateCache | null = null,
): Promise<BatchOutcome> {
  const planned = cache?.plan(jobs);
  if (planned) {
    const decided = decide(jobs, at, {
      wallets: planned.wallets,
      closedMarkets: new Set(),
      stoppedMarkets: new Set(),
      marketDigests: planned.marketDigests,
      books: planned.books,
      refusedPlayers: new Map(),
      openSessions: null,
      placedBefore: new Map(),
      shareListOf: planned.shareListOf,
    });
    const stale = (await t.attempt(placementCommitStatement(planned.expect, decided.writes, at))) as string | null;
    if (stale === null) return { ...outcomeOf(decided, [], [], []), route: 'memory' };
    cache!.forget(jobs, stale);
    return { ...(await commitLocked(t, jobs, at, shareLists)), route: { stale } };
  }
  return { ...(await commitLocked(t, jobs, at, shareLists)), route: 'locked' };
}

/** The batch read under its locks and written with its COMMIT. */
async function commitLocked(
  t: BatchTransaction,
  jobs: readonly PlacementJob[],
  at: Date,
  shareLists: ShareListIds,
): Promise<Omit<BatchOutcome, 'route'>> {
  const locks = await lockForBatch(t, {
    userIds: jobs.map((j) => j.bet.userId),
    marketIds: jobs.map((j) => j.bet.marketId),
    books: jobs.filter((j) => !j.rejectReason).map((j) => ({ userId: j.bet.userId, marketId: j.bet.marketId })),
    sessionIds: jobs.flatMap((j) => (j.sessionId ? [j.sessionId] : [])),
    at,
  });
  // Read after the wallet locks: a retry waiting on its first attempt's batch sees that bet.
  const keyed = jobs.flatMap((j) => (j.bet.idempotencyKey ? [{ userId: j.bet.userId, key: j.bet.idempotencyKey }] : []));
  const placedBefore = new Map(
    (await findBetsByIdempotencyKeys(t.tx, keyed)).map((b) => [bookKey(b.userId, b.idempotencyKey!), b] as const),
  );
  // Each player's shares as a list id (stored once per distinct list: upline-share-lists.ts).
  const playerIds = [...locks.players.keys()];
  const lists = await shareLists.resolve(
    t.tx,
    playerIds.map((id) => locks.players.get(id)!.upline),
  );
  const refusedPlayers = new Map<string, 'session' | 'betLock'>();
  for (const [id, p] of locks.players) if (p.blocked || p.betLock) refusedPlayers.set(id, p.blocked ? 'session' : 'betLock');
  const books = new Map(
    locks.books.map((b) => [
      bookKey(b.userId, b.marketId),
      { book: b.book, exposure: b.exposure, openBets: b.openBets, version: b.version },
    ]),
  );
  const decided = decide(jobs, at, {
    wallets: locks.wallets,
    closedMarkets: locks.closedMarkets,
    stoppedMarkets: locks.stoppedMarkets,
    marketDigests: locks.marketDigests,
    books,
    refusedPlayers,
    openSessions: locks.openSessions,
    placedBefore,
    shareListOf: new Map(playerIds.map((id, i) => [id, lists.ids[i]!])),
  });
  const statement = placementBatchStatement(decided.writes, at);
  if (statement) await t.commit(statement);
  // What the next batches may plan from: the players free to bet, the markets open to bets,
  // and every book the batch locked, read or found absent.
  const players = playerIds.flatMap((id, i) =>
    refusedPlayers.has(id) ? [] : [{ userId: id, shareListId: lists.ids[i]!, upline: locks.players.get(id)!.upline }],
  );
  const markets = [...locks.marketDigests].flatMap(([id, digest]) =>
    locks.closedMarkets.has(id) || locks.stoppedMarkets.has(id) ? [] : [{ id, digest }],
  );
  const unread = jobs.flatMap((j) => {
    const key = bookKey(j.bet.userId, j.bet.marketId);
    return j.rejectReason || books.has(key) || decided.books.has(key) ? [] : [{ userId: j.bet.userId, marketId: j.bet.marketId }];
  });
  return outcomeOf(decided, lists.learnt, players, markets, unread, books);
}

interface Decided {
  answers: PlacementResult[];
  writes: PlacementWrites;
  wallets: Map<string, LockedWallet>;
  exposureBefore: Map<string, bigint>;
  books: Map<string, BookState>;
}

/** Decides every job of the batch in arrival order, against the state it starts from. */
function decide(jobs: readonly PlacementJob[], at: Date, state: BatchState): Decided {
  const { wallets } = state;
  const books = new Map<string, BookState>();
  const exposureBefore = new Map([...wallets].map(([userId, w]) => [userId, w.exposure]));
  /** Per job: a bet placed earlier, or the row this batch inserts for it. */
  const answers: PlacementResult[] = [];
  const rows: BetRow[] = [];
  const keysInBatch = new Map<string, BetRow>();

  for (const job of jobs) {
    const { bet } = job;
    const refused = state.refusedPlayers.get(bet.userId);
    if (
      (job.sessionId !== null && state.openSessions !== null && !state.openSessions.has(job.sessionId)) ||
      !state.shareListOf.has(bet.userId) ||
      refused === 'session'
    ) {
      answers.push({ refused: 'session' });
      continue;
    }
    if (refused === 'betLock') {
      answers.push({ refused: 'betLock' });
      continue;
    }
    const key = bet.idempotencyKey ? bookKey(bet.userId, bet.idempotencyKey) : null;
    const earlier = key ? (state.placedBefore.get(key) ?? keysInBatch.get(key)) : undefined;
    if (earlier) {
      answers.push({ bet: earlier, replayed: true });
      continue;
    }
    if (job.marketDigest && state.marketDigests.get(bet.marketId) !== job.marketDigest) {
      answers.push({ refused: 'market' });
      continue;
    }
    const outcome = betOutcome(bet.marketType, bet);
    const wallet = wallets.get(bet.userId);
    const reason =
      job.rejectReason ??
      (state.closedMarkets.has(bet.marketId)
        ? BET_MESSAGES.marketClosed
        : state.stoppedMarkets.has(bet.marketId)
          ? BET_MESSAGES.betNotAllowed
          : wallet
            ? tryPlace(job, wallet, books, state.books)
            : BET_MESSAGES.insufficientPoints);
    const row = betRow(job, state.shareListOf.get(bet.userId)!, {
      id: newBetId(),
      status: reason ? 'rejected' : 'open',
      rejectReason: reason,
      profit: outcome.profit,
      liability: outcome.liability,
      matchedAt: reason ? null : at,
      at,
    });
    if (key) keysInBatch.set(key, row);
    rows.push(row);
    answers.push({ bet: row, replayed: false });
  }

  const writes: PlacementWrites = {
    bets: rows,
    books: [...books].flatMap(([k, s]) => {
      if (!s.changed) return [];
      const [userId, marketId] = k.split('\u0000') as [string, string];
      return [{ userId, marketId, book: s.book, exposure: s.exposure, openBets: s.openBets }];
    }),
    exposure: [...wallets.values()].flatMap((w) => {
      const delta = w.exposure - exposureBefore.get(w.userId)!;
      return delta === 0n ? [] : [{ accountId: w.accountId, delta }];
    }),
  };
  return { answers, writes, wallets, exposureBefore, books };
}

/**
 * The answers of a committed batch, each bet with its player's wallet as the batch left it, and
 * the lessons for the state cache: the wallets and books as written (a batch that moved a
 * wallet's exposure bumped its version once; a written book is at its next version), plus what
 * the lock phase read.
 */
function outcomeOf(
  decided: Decided,
  learntShareLists: [string, number][],
  players: PlacementLessons['players'],
  markets: PlacementLessons['markets'],
  unreadBooks: { userId: string; marketId: string }[] = [],
  storedBooks: ReadonlyMap<string, KnownBook> = new Map(),
): Omit<BatchOutcome, 'route'> {
  const walletsAfter = new Map<string, LockedWallet>();
  for (const w of decided.wallets.values()) {
    walletsAfter.set(w.userId, { ...w, version: w.version + (w.exposure !== decided.exposureBefore.get(w.userId) ? 1 : 0) });
  }
  for (const answer of decided.answers) {
    if (!('bet' in answer)) continue;
    const w = walletsAfter.get(answer.bet.userId);
    if (!w) continue;
    const { userId: _userId, ...row } = w;
    answer.wallet = row;
  }
  const books: PlacementLessons['books'] = [];
  for (const [key, known] of storedBooks) {
    if (decided.books.has(key)) continue;
    const [userId, marketId] = key.split('\u0000') as [string, string];
    books.push({ userId, marketId, known });
  }
  for (const [key, s] of decided.books) {
    const [userId, marketId] = key.split('\u0000') as [string, string];
    const version = s.changed ? (s.version ?? 0) + 1 : s.version;
    books.push({ userId, marketId, known: { book: s.book, exposure: s.exposure, openBets: s.openBets, version } });
  }
  for (const b of unreadBooks) books.push({ ...b, known: { book: null, exposure: 0, openBets: 0, version: null } });
  return {
    answers: decided.answers,
    learntShareLists,
    lessons: { wallets: [...walletsAfter.values()], books, players, markets },
  };
}

/**
 * The whole row a job inserts, with the table's defaults filled in here: the batch answers
 * from this row (the statement returns nothing), so it must equal what a read would give.
 */
function betRow(
  job: PlacementJob,
  shareListId: number,
  decided: Pick<BetRow, 'id' | 'status' | 'rejectReason' | 'profit' | 'liability' | 'matchedAt'> & { at: Date },
): BetRow {
  const { bet } = job;
  return {
    id: decided.id,
    userId: bet.userId,
    whiteLabelId: bet.whiteLabelId ?? null,
    marketId: bet.marketId,
    eventId: bet.eventId,
    marketType: bet.marketType,
    runnerId: bet.runnerId,
    runnerName: bet.runnerName,
    side: bet.side,
    askedOdd: bet.askedOdd,
    odd: bet.odd,
    run: bet.run,
    stake: bet.stake,
    profit: decided.profit,
    liability: decided.liability,
    status: decided.status,
    rejectReason: decided.rejectReason,
    pnl: null,
    delaySecond: bet.delaySecond ?? 0,
    checks: bet.checks ?? [],
    shareListId,
    clientInfo: bet.clientInfo ?? {},
    idempotencyKey: bet.idempotencyKey ?? null,
    createdAt: decided.at,
    matchedAt: decided.matchedAt,
    settledAt: null,
    updatedAt: decided.at,
  };
}

/**
 * Puts one bet on the player's book if the points cover it; updates the in-memory wallet and
 * book (written once at the end of the batch). Answers the reason when refused.
 */
function tryPlace(
  job: PlacementJob,
  wallet: LockedWallet,
  books: Map<string, BookState>,
  stored: ReadonlyMap<string, KnownBook>,
): string | null {
  const { bet } = job;
  const key = bookKey(bet.userId, bet.marketId);
  let state = books.get(key);
  if (!state) {
    const row = stored.get(key);
    state = {
      book: bookOrEmpty(bet.marketType, row?.book, job.runnerIds),
      exposure: row?.exposure ?? 0,
      openBets: row?.openBets ?? 0,
      version: row?.version ?? null,
      changed: false,
    };
    books.set(key, state);
  }
  const book = addBet(bet.marketType, state.book, bet);
  const exposure = bookExposure(bet.marketType, book);
  const available = wallet.balance - wallet.exposure - wallet.held + BigInt(state.exposure) - BigInt(exposure);
  if (available < 0n && exposure > state.exposure) return BET_MESSAGES.insufficientPoints;
  wallet.exposure += BigInt(exposure - state.exposure);
  state.book = book;
  state.exposure = exposure;
  state.openBets += 1;
  state.changed = true;
  return null;
}
