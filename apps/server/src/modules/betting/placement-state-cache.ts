import type { UplineShare } from '../../db/schema/betting.js';
import type { LockedWallet } from './betting.repository.js';
import type { PlacementJob } from './placement-queue.js';

/**
 * What the placement queue's last batches committed, so the next batch can be planned before it
 * reaches the database and committed in one round trip (docs/architecture.md §4;
 * apps/server/src/db/functions/placement_commit.sql) instead of two (the lock phase, then the
 * writes).
 *
 * Nothing here is trusted: `placement_commit` takes the batch's locks and checks every figure
 * the plan read (each wallet's version, each book's version and figures, each player's
 * standing and share list, each market's digest, the sessions, the idempotency keys) before it
 * writes, and writes nothing when one differs. The batch is then planned again from the lock
 * phase (placement-locks.repository.ts), as every batch was before. A wallet moved by a deposit,
 * a settlement or another process, a player blocked, a market changed: each costs one batch a
 * wasted round trip, never a wrong write. So the memory is only kept as fresh as is cheap:
 * the states a committed batch read or wrote, the oldest forgotten past a bound.
 */

/** A player's book on a market as a committed batch left it; `version` null: no row. */
export interface KnownBook {
  book: unknown;
  exposure: number;
  openBets: number;
  version: number | null;
}

/** What one committed batch teaches the cache (applied only once it has committed). */
export interface PlacementLessons {
  /** Wallets as the batch left them (their version after its writes). */
  wallets: LockedWallet[];
  books: { userId: string; marketId: string; known: KnownBook }[];
  /** Players that could bet, with the share list their bets record (and its shares). */
  players: { userId: string; shareListId: number; upline: readonly UplineShare[] }[];
  /** Markets open to bets, with their digest under the batch's share lock. */
  markets: { id: string; digest: string }[];
}

/** A batch planned from memory: copies of the states it starts from, and what it expects of the database. */
export interface PlannedBatch {
  wallets: Map<string, LockedWallet>;
  books: Map<string, KnownBook>;
  shareListOf: Map<string, number>;
  marketDigests: Map<string, string>;
  expect: PlacementExpectations;
}

/** What `placement_commit` checks under the batch's locks (apps/server/src/db/functions/placement_commit.sql). */
export interface PlacementExpectations {
  wallets: { accountId: string; version: number }[];
  markets: { id: string; digest: string }[];
  books: { userId: string; marketId: string; version: number | null; exposure: number; openBets: number }[];
  players: { userId: string; shareListId: number }[];
  /** Each share list's members, top first: a player's ancestors must still be these. */
  lists: { id: number; ancestors: string[] }[];
  /** Each member's share as the lists hold it (every distinct one: two lists may disagree). */
  uplines: UplineShare[];
  sessions: string[];
  keys: { userId: string; key: string }[];
}

/** Bounds on what is remembered (the oldest go first): a few hundred bytes each. */
const MAX_WALLETS = 50_000;
const MAX_BOOKS = 200_000;
const MAX_MARKETS = 5_000;

export const bookKey = (userId: string, marketId: string) => `${userId}\u0000${marketId}`;

export class PlacementStateCache {
  private readonly wallets = new Map<string, LockedWallet>();
  private readonly players = new Map<string, { shareListId: number; upline: readonly UplineShare[] }>();
  private readonly books = new Map<string, KnownBook>();
  private readonly markets = new Map<string, string>();

  /**
   * The batch planned from memory, or null when something it needs is not remembered (or a
   * job was checked against another digest of its market: the lock phase decides that one).
   */
  plan(jobs: readonly PlacementJob[]): PlannedBatch | null {
    const planned: PlannedBatch = {
      wallets: new Map(),
      books: new Map(),
      shareListOf: new Map(),
      marketDigests: new Map(),
      expect: { wallets: [], markets: [], books: [], players: [], lists: [], uplines: [], sessions: [], keys: [] },
    };
    const { expect } = planned;
    const listed = new Set<number>();
    const shares = new Set<string>();
    for (const job of jobs) {
      const { userId, marketId, idempotencyKey } = job.bet;
      const digest = this.markets.get(marketId);
      if (digest === undefined || (job.marketDigest && job.marketDigest !== digest)) return null;
      if (!planned.marketDigests.has(marketId)) {
        planned.marketDigests.set(marketId, digest);
        expect.markets.push({ id: marketId, digest });
      }
      if (!planned.wallets.has(userId)) {
        const wallet = this.wallets.get(userId);
        const player = this.players.get(userId);
        if (!wallet || !player) return null;
        const { shareListId, upline } = player;
        planned.wallets.set(userId, { ...wallet });
        planned.shareListOf.set(userId, shareListId);
        expect.wallets.push({ accountId: wallet.accountId, version: wallet.version });
        expect.players.push({ userId, shareListId });
        if (!listed.has(shareListId)) {
          listed.add(shareListId);
          expect.lists.push({ id: shareListId, ancestors: upline.map((u) => u.userId) });
          for (const u of upline) {
            const key = `${u.userId} ${u.role} ${u.bps}`;
            if (!shares.has(key)) {
              shares.add(key);
              expect.uplines.push({ userId: u.userId, role: u.role, bps: u.bps });
            }
          }
        }
      }
      if (job.sessionId) expect.sessions.push(job.sessionId);
      if (idempotencyKey) expect.keys.push({ userId, key: idempotencyKey });
      // A bet already refused during its delay is only recorded: its book is not read.
      if (job.rejectReason) continue;
      const key = bookKey(userId, marketId);
      if (!planned.books.has(key)) {
        const known = this.books.get(key);
        if (!known) return null;
        planned.books.set(key, known);
        expect.books.push({ userId, marketId, version: known.version, exposure: known.exposure, openBets: known.openBets });
      }
    }
    return planned;
  }

  /** Remembers what a committed batch read and wrote. */
  learn(lessons: PlacementLessons): void {
    for (const w of lessons.wallets) remember(this.wallets, w.userId, w, MAX_WALLETS);
    for (const p of lessons.players) remember(this.players, p.userId, { shareListId: p.shareListId, upline: p.upline }, MAX_WALLETS);
    for (const b of lessons.books) remember(this.books, bookKey(b.userId, b.marketId), b.known, MAX_BOOKS);
    for (const m of lessons.markets) remember(this.markets, m.id, m.digest, MAX_MARKETS);
  }

  /**
   * Forgets what a batch's jobs planned from: all of it (`what` absent: the batch failed), or
   * the kind the database found changed. The lock phase that follows reads the batch's state
   * afresh and `learn` keeps it again, so what stays behind is the state of a player that may no
   * longer bet (not learnt again: the next bet of the player is read under locks at once) or of
   * a market that no longer takes bets. A market is forgotten only when it is the one that
   * changed: every player's next batch on it would otherwise be read under locks too.
   */
  forget(jobs: readonly PlacementJob[], what?: string): void {
    for (const { bet } of jobs) {
      if (what === undefined || what === 'wallet') this.wallets.delete(bet.userId);
      if (what === undefined || what === 'player' || what === 'session' || what === 'key') this.players.delete(bet.userId);
      if (what === undefined || what === 'book') this.books.delete(bookKey(bet.userId, bet.marketId));
      if (what === undefined || what === 'market') this.markets.delete(bet.marketId);
    }
  }
}

/** Sets a key as the newest entry (a Map keeps insertion order), dropping the oldest past the bound. */
function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}
