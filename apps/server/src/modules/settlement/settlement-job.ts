import type { AppContext } from '../../lib/context.js';
import { reverseNextChunk } from './reverse-chunk.service.js';
import { openSettlement, settleNextChunk } from './settle-chunk.service.js';
import { sendSettlementNotices } from './settlement-live.js';
import { marketsWithWork } from './settlement.repository.js';
import type { ChunkOutcome } from './settlement-notice.js';

/**
 * Players per settlement transaction (docs/architecture.md §4: 1,000-5,000 per transaction), the
 * last chunk of a lane up to a quarter more rather than a few players left alone (openChunk). A
 * chunk is a handful of statements whatever its size (settle-chunk.service.ts), so the larger end
 * settles fastest: fewer chunks, fewer round trips and commits (figures: bench/README.md).
 */
export const SETTLEMENT_CHUNK_USERS = 5_000;
/**
 * Chunks of one market in flight at once, each lane with its own players (a range of ids) and
 * its own clearing account (settlement-sweeps.ts), so they share no row but in their short
 * sweeps. Two, for the two cores a chunk's work is mostly spread over (PostgreSQL marking bets
 * and posting, Node checking them against the domain), so one lane's database work overlaps
 * the other's work in Node (figures: bench/README.md). On PGlite, one connection, the lanes take
 * turns and gain nothing.
 */
export const SETTLEMENT_LANES = 2;
/** How often the job looks for results nobody woke it for (feed results, interrupted runs). */
export const SETTLEMENT_POLL_MS = 2_000;
/** Results declared (or rolled back) longer ago than this are not scanned by the poll. */
export const SETTLEMENT_LOOKBACK_DAYS = 30;
const MARKETS_PER_POLL = 100;

export interface SettlementJobLog {
  error(obj: object, msg: string): void;
}

/**
 * The settler of this process: one market at a time, one chunk per transaction, each chunk's
 * live messages sent after it commits. It is woken by staff declarations and roll-backs, and
 * polls for work nobody woke it for: results the feed declared (the sports runtime writes
 * them) and runs a restart interrupted. Work is found in the database, never kept in memory,
 * so a crash loses nothing; two processes settling at once serialise on the market's lock and
 * the second finds nothing left.
 */
export class SettlementJob {
  private readonly woken = new Set<string>();
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  /** Points messages still being read and sent after their chunk committed. */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly log: SettlementJobLog,
    private readonly chunkUsers = SETTLEMENT_CHUNK_USERS,
    private readonly lanes = SETTLEMENT_LANES,
  ) {}

  /** Starts polling; after stop() it starts again. */
  start(pollMs = SETTLEMENT_POLL_MS): void {
    this.stopped = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = setInterval(() => void this.run(true), pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    await Promise.all(this.sending);
  }

  /** Settles (or reverses) the market soon; returns at once. */
  wake(marketId: string): void {
    this.woken.add(marketId);
    void this.run(false);
  }

  /**
   * Resolves when the job holds no market: every chunk of what it was woken for has committed
   * and its last look found nothing left (the points messages may still be going out). The
   * settlement bench times a declaration to this.
   */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Runs until no woken market and no polled work is left, and every message is out (tests). */
  async drain(): Promise<void> {
    while (this.running) await this.running;
    await this.run(true);
    await Promise.all(this.sending);
  }

  private run(poll: boolean): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      // A poll during a run is dropped; a wake is picked up by the run in progress.
      return this.running;
    }
    this.running = this.work(poll).finally(() => {
      this.running = null;
      // A market woken after the loop's last look is not left for the next poll.
      if (this.woken.size > 0 && !this.stopped) void this.run(false);
    });
    return this.running;
  }

  private async work(poll: boolean): Promise<void> {
    try {
      if (poll) {
        const since = new Date(this.ctx.clock.now().getTime() - SETTLEMENT_LOOKBACK_DAYS * 86_400_000);
        for (const id of await marketsWithWork(this.ctx.db, since, MARKETS_PER_POLL)) this.woken.add(id);
      }
      while (this.woken.size > 0 && !this.stopped) {
        const marketId = this.woken.values().next().value!;
        this.woken.delete(marketId);
        await this.settleMarket(marketId);
      }
    } catch (err) {
      this.log.error({ err }, 'settlement: looking for work failed');
    }
  }

  /**
   * Reverses whatever a roll-back left, then settles whatever a standing result has open: its
   * lanes side by side, each over its own range of players until nothing is open there (its
   * last chunk also asks the range's bets for an open bet without a book: openChunk), so the
   * lanes together leave nothing open on the market.
   */
  private async settleMarket(marketId: string): Promise<void> {
    try {
      await this.chunks(() => reverseNextChunk(this.ctx, marketId, this.chunkUsers));
      if (!(await openSettlement(this.ctx, marketId))) return;
      const lanes = Array.from({ length: this.lanes }, (_, index) =>
        this.chunks(() => settleNextChunk(this.ctx, marketId, this.chunkUsers, { index, count: this.lanes })),
      );
      // Every lane ends before the market is left (a failed one rolled back its own chunk only).
      const failed = (await Promise.allSettled(lanes)).find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    } catch (err) {
      // Left for the next poll; a chunk that fails rolls back whole, so nothing is half done.
      this.log.error({ err, marketId }, 'settlement: market failed');
    }
  }

  private async chunks(next: () => Promise<ChunkOutcome>): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const outcome = await next();
      if (outcome.notices.length > 0) {
        const sent = sendSettlementNotices(this.ctx, outcome.notices, this.log).finally(() => this.sending.delete(sent));
        this.sending.add(sent);
      }
      if (outcome.done) return;
    }
  }
}
