import { BET_MESSAGES, type MarketType } from '@backlay/contract';
import type { BatchTransaction, BatchTransactionRunner } from '../../db/batch-transaction.js';
import type { WalletTotals } from '../ledger/index.js';
import {
  findBetsByIdempotencyKeys,
  placementBatchStatement,
  type BetRow,
  type LockedWallet,
  type NewBetRow,
} from './betting.repository.js';
import { lockForBatch } from './placement-locks.repository.js';
import { newBetId } from './bet-id.js';
import { ShareListIds } from './upline-share-lists.js';
import { addBet, betOutcome, bookExposure, bookOrEmpty, type MarketBook } from './market-book.js';

/**
 * The placement queue (DESIGN.md §4 "group commit"): bets that passed their checks wait here
 * and are committed in batches, one transaction per batch, each request answered after its
 * batch commits. A flush is deferred with setImmediate so that the bets arriving in the same
 * turn of the event loop (PGlite runs on it) form one batch instead of one transaction each;
 * on PostgreSQL a few batches may be in flight at once (see the constructor).
 *
 * In the transaction (two round trips on PostgreSQL: the lock phase with BEGIN,
 * placement-locks.repository.ts, and the writes with COMMIT, betting.repository.ts): the wallets'
 * balance rows are locked in account id order (FOR UPDATE, the ledger's order), the markets
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
      const { answers, learntShareLists } = await this.run((t) =>
        commitBatch(
          t,
          batch.map((w) => w.job),
          this.now(),
          this.shareLists,
        ),
      );
      // Committed: the share lists the batch inserted are there for every later batch.
      this.shareLists.remember(learntShareLists);
      batch.forEach((w, i) => w.resolve(answers[i]!));
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }
}

const pairKey = (userId: string, other: string) => `${userId}\u0000${other}`;

interface BookState {
  book: MarketBook;
  exposure: number;
  openBets: number;
  changed: boolean;
}

/**
 * Commits one batch in the caller's transaction; answers a result per job, in order, and the
 * share lists it inserted (for the queue to remember once the transaction has committed).
 */
export async function commitBatch(
  t: BatchTransaction,
  jobs: readonly PlacementJob[],
  at: Date,
  shareLists: ShareListIds = new ShareListIds(),
): Promise<{ answers: PlacementResult[]; learntShareLists: [string, number][] }> {
  const {
    wallets,
    closedMarkets,
    stoppedMarkets,
    marketDigests,
    books: storedBooks,
    players,
    openSessions,
  } = await lockForBatch(t, {
    userIds: jobs.map((j) => j.bet.userId),
    marketIds: jobs.map((j) => j.bet.marketId),
    books: jobs.filter((j) => !j.rejectReason).map((j) => ({ userId: j.bet.userId, marketId: j.bet.marketId })),
    sessionIds: jobs.flatMap((j) => (j.sessionId ? [j.sessionId] : [])),
    at,
  });
  // Read after the wallet locks: a retry waiting on its first attempt's batch sees that bet.
  const keyed = jobs.flatMap((j) => (j.bet.idempotencyKey ? [{ userId: j.bet.userId, key: j.bet.idempotencyKey }] : []));
  const placedBefore = new Map(
    (await findBetsByIdempotencyKeys(t.tx, keyed)).map((b) => [pairKey(b.userId, b.idempotencyKey!), b] as const),
  );
  const books = new Map<string, BookState>();
  const stored = new Map(storedBooks.map((b) => [pairKey(b.userId, b.marketId), b]));
  const exposureBefore = new Map([...wallets].map(([userId, w]) => [userId, w.exposure]));
  // Each player's shares as a list id (stored once per distinct list: upline-share-lists.ts).
  const playerIds = [...players.keys()];
  const lists = await shareLists.resolve(
    t.tx,
    playerIds.map((id) => players.get(id)!.upline),
  );
  const shareListOf = new Map(playerIds.map((id, i) => [id, lists.ids[i]!]));

  /** Per job: a bet placed earlier, or the row this batch inserts for it. */
  const answers: PlacementResult[] = [];
  const rows: BetRow[] = [];
  const keysInBatch = new Map<string, BetRow>();

  for (const job of jobs) {
    const { bet } = job;
    const player = players.get(bet.userId);
    if ((job.sessionId !== null && !openSessions.has(job.sessionId)) || !player || player.blocked) {
      answers.push({ refused: 'session' });
      continue;
    }
    if (player.betLock) {
      answers.push({ refused: 'betLock' });
      continue;
    }
    const key = bet.idempotencyKey ? pairKey(bet.userId, bet.idempotencyKey) : null;
    const earlier = key ? (placedBefore.get(key) ?? keysInBatch.get(key)) : undefined;
    if (earlier) {
      answers.push({ bet: earlier, replayed: true });
      continue;
    }
    if (job.marketDigest && marketDigests.get(bet.marketId) !== job.marketDigest) {
      answers.push({ refused: 'market' });
      continue;
    }
    const outcome = betOutcome(bet.marketType, bet);
    const wallet = wallets.get(bet.userId);
    const reason =
      job.rejectReason ??
      (closedMarkets.has(bet.marketId)
        ? BET_MESSAGES.marketClosed
        : stoppedMarkets.has(bet.marketId)
          ? BET_MESSAGES.betNotAllowed
          : wallet
            ? tryPlace(job, wallet, books, stored)
            : BET_MESSAGES.insufficientPoints);
    const row = betRow(job, shareListOf.get(bet.userId)!, {
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

  const statement = placementBatchStatement(
    {
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
    },
    at,
  );
  if (statement) await t.commit(statement);
  for (const answer of answers) {
    if (!('bet' in answer)) continue;
    const w = wallets.get(answer.bet.userId);
    if (!w) continue;
    const { userId: _userId, ...row } = w;
    // A batch that moved the wallet's exposure bumped its version once (and posted nothing).
    answer.wallet = { ...row, version: w.version + (w.exposure !== exposureBefore.get(w.userId) ? 1 : 0) };
  }
  return { answers, learntShareLists: lists.learnt };
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
  stored: Map<string, { book: unknown; exposure: number; openBets: number }>,
): string | null {
  const { bet } = job;
  const key = pairKey(bet.userId, bet.marketId);
  let state = books.get(key);
  if (!state) {
    const row = stored.get(key);
    state = {
      book: bookOrEmpty(bet.marketType, row?.book, job.runnerIds),
      exposure: row?.exposure ?? 0,
      openBets: row?.openBets ?? 0,
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
