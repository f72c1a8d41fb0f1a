import type { ServerMessageName } from '@backlay/contract';
import type { AppContext } from '../../../lib/context.js';
import type { LivePublisher } from '../../live/index.js';
import { forgetCatalogue } from '../catalogue/catalogue-read.js';
import { STALE_SWEEP_MS } from '../runtime/sports-runtime.js';
import type { RuntimeLog } from '../runtime/runtime-log.js';
import { decodeBatch, priceOfItem, type StreamItem } from './price-stream-wire.js';
import { closedMarketIds, openMarketSnapshots } from './price-stream.repository.js';

/** Live messages sent after the leader wrote the catalogue: the shared catalogue read is dropped first. */
const CATALOGUE_NEWS: ReadonlySet<ServerMessageName> = new Set<ServerMessageName>([
  'getEventStatus',
  'getAddMarketUpdate',
  'getModifyMarketUpdate',
  'getDeleteMarketUpdate',
  'getHomeCacheUpdates',
  'highlightUpdated',
  'tournamentUpdated',
]);

/**
 * A process's end of the price stream (docs/decisions/one-price-stream.md): applies what the
 * leader's runtime did to this process's own price cache — so bets here are judged against the
 * leader's prices and the local coalesced fan-out sends them to this process's sockets — and
 * delivers the feed's live messages to this process's sockets. It runs in every process when
 * REDIS_URL is set, the leader's too, and ignores its own process's batches, so a change of
 * leader needs nothing from it.
 *
 * It starts from the stored snapshots (`load`), again when its Redis link comes back or batches
 * went missing, and sweeps stale markets itself: a silent stream suspends them here as a silent
 * feed does in the leader.
 */
export class PriceStreamFollower {
  private lastHeardAt: number | null = null;
  private leaderQuietMs: number | null = null;
  private lastBatch: { from: string; n: number } | null = null;
  private sweepTimer: ReturnType<typeof setInterval> | null = null;
  private loading: Promise<void> | null = null;
  private unreadable = 0;

  constructor(
    private readonly ctx: AppContext,
    /** This process's id on the stream. */
    private readonly origin: string,
    /** The publisher that reaches this process's own sockets only. */
    private readonly local: LivePublisher,
    private readonly log: RuntimeLog,
  ) {}

  /** One message of the stream's channel. Never throws. */
  receive(text: string): void {
    const batch = decodeBatch(text);
    if (!batch) {
      this.unreadable += 1;
      // Once, not per batch: a process of another version publishing through a rolling deploy.
      if (this.unreadable === 1) this.log.warn({}, 'price stream: a batch this version cannot read was ignored');
      return;
    }
    if (batch.from === this.origin) return;
    if (batch.aside) return this.applyAside(batch.items);
    this.lastHeardAt = Date.now();
    this.leaderQuietMs = batch.quiet;
    const last = this.lastBatch;
    this.lastBatch = { from: batch.from, n: batch.n };
    try {
      this.apply(batch.items);
    } catch (err) {
      this.log.error({ err }, 'price stream: a batch failed');
    }
    // Batches the leader could not publish are gone: what they said is in the snapshots.
    if (last && last.from === batch.from && batch.n !== last.n + 1) this.reload('batches were lost');
  }

  /** Loads the stored catalogue and snapshots (concurrent calls share one load). Never rejects. */
  load(): Promise<void> {
    this.loading ??= this.loadSnapshots()
      .catch((err: unknown) => this.log.error({ err }, 'price stream: loading the snapshots failed'))
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** Starts again from the snapshots: the stream missed something (Redis was away). */
  reload(reason: string): void {
    this.log.warn({ reason }, 'price stream: reloading the stored snapshots');
    void this.load();
  }

  /** Starts the stale sweep. */
  start(): void {
    this.sweepTimer ??= setInterval(() => {
      try {
        this.ctx.prices.sweepStale();
      } catch (err) {
        this.log.error({ err }, 'price stream: stale sweep failed');
      }
    }, STALE_SWEEP_MS);
    this.sweepTimer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    await this.loading;
  }

  /** When a batch of another process was last heard (epoch ms), or null. */
  lastHeard(): number | null {
    return this.lastHeardAt;
  }

  /**
   * Readiness (docs/decisions/one-price-stream.md): null while the leader is heard and its feed
   * speaks, else what is wrong. Within PRICE_STALE_MS of its last batch nothing here is stale yet.
   */
  problem(now = Date.now()): string | null {
    const staleMs = this.ctx.prices.staleMs;
    if (this.lastHeardAt === null) return 'no batch from the leader yet: markets here are suspended until it speaks';
    const silentMs = now - this.lastHeardAt;
    if (silentMs > staleMs) return `silent for ${Math.round(silentMs / 1_000)} s: no leader heard, markets here are suspended`;
    if (this.leaderQuietMs === null) return "the leader's feed has not spoken yet";
    // As the leader counted when it sent its last batch, plus the time since.
    const feedSilentMs = this.leaderQuietMs + silentMs;
    if (feedSilentMs > staleMs) return `the leader's feed silent for ${Math.round(feedSilentMs / 1_000)} s`;
    return null;
  }

  private apply(items: readonly StreamItem[]): void {
    const prices = this.ctx.prices;
    for (const item of items) {
      switch (item[0]) {
        case 'm':
          prices.register(item[1], item[2], item[3]);
          break;
        case 'p':
          // A no-op for a known market; registers one whose 'm' came before this process subscribed.
          prices.register(item[1], item[2], item[3]);
          prices.apply(priceOfItem(item), { seq: item[4] });
          break;
        case 'c':
          prices.close(item[1]);
          forgetCatalogue(this.ctx);
          break;
        case 'l':
          if (CATALOGUE_NEWS.has(item[2])) forgetCatalogue(this.ctx);
          this.local.emit(item[1], item[2], item[3] as never);
          break;
        case 'h':
          prices.hold(item[1], item[2]);
          break;
        case 's':
          prices.register(item[1], item[2], item[3]);
          prices.applyStaff(item[1], item[4]);
          break;
      }
    }
  }

  /** What a staff call changed on another process (StreamBatch.aside). */
  private applyAside(items: readonly StreamItem[]): void {
    try {
      // A process of the previous version sends a manual market's prices and hold numbered on
      // its own: this process's staff market sync brings the stored numbers instead.
      this.apply(items.filter((i) => !((i[0] === 'p' || i[0] === 'h') && this.ctx.prices.get(i[1])?.manual)));
    } catch (err) {
      this.log.error({ err }, 'price stream: an aside failed');
    }
  }

  private async loadSnapshots(): Promise<void> {
    const rows = await openMarketSnapshots(this.ctx.db);
    const prices = this.ctx.prices;
    const now = this.ctx.clock.now().getTime();
    let priced = 0;
    let stale = 0;
    for (const row of rows) {
      // Manual markets are the staff market sync's (modules/market-admin).
      if (row.manual) continue;
      const cached = prices.register(row.id, row.eventId, row.type);
      const snapshot = row.snapshot;
      if (!snapshot) continue;
      const at = Date.parse(snapshot.updatedAt);
      // Older than what the stream already gave, or too old to bet on: suspended until the stream speaks.
      if (cached.updatedAt >= at) continue;
      if (now - at > prices.staleMs) {
        stale += 1;
        continue;
      }
      const applied = prices.apply(
        { marketId: row.id, status: snapshot.status, runners: snapshot.runners, totalMatchedPaise: snapshot.totalMatchedPaise },
        { at, seq: snapshot.seq },
      );
      if (applied) priced += 1;
    }
    // Results declared while the stream was not heard.
    const open: string[] = [];
    for (const m of prices.all()) if (!m.manual && m.feedStatus !== 'closed') open.push(m.marketId);
    const closed = await closedMarketIds(this.ctx.db, open);
    for (const id of closed) prices.close(id);
    if (closed.length > 0) forgetCatalogue(this.ctx);
    this.log.info({ markets: rows.length, priced, stale, closed: closed.length }, 'price stream: started from the stored snapshots');
  }
}
