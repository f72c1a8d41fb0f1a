import type { FastifyBaseLogger } from 'fastify';
import type { MarketSnapshot } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { staffRunMarkets } from './market-admin.repository.js';

/** How often every process re-reads what staff set on markets (prices by hand, suspensions). */
export const STAFF_MARKET_SYNC_MS = 2_000;

/**
 * Keeps the price cache in step with what staff stored: manual markets' prices and staff
 * suspensions. The price cache is in memory and per process (docs/architecture.md §2): the process
 * that served a staff call updates its own cache at once, this sync brings the others (and a
 * restarted process) to the stored state within STAFF_MARKET_SYNC_MS.
 *
 * A market changed here after a sync started reading is left alone by that sync, so an older
 * read never undoes a newer change.
 */
export class StaffMarketSync {
  /** performance.now() of each market's last local change. */
  private readonly changedAt = new Map<string, number>();
  /** updatedAt of the snapshot each manual market's cached prices come from. */
  private readonly appliedSnapshot = new Map<string, string>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A staff call changed this market here (call after the cache was updated). */
  touched(marketId: string, snapshotAt?: string): void {
    this.changedAt.set(marketId, performance.now());
    if (snapshotAt) this.appliedSnapshot.set(marketId, snapshotAt);
  }

  start(): void {
    this.timer ??= setInterval(() => void this.run(), STAFF_MARKET_SYNC_MS);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass; concurrent calls share it. Never rejects (a failed pass is logged and retried). */
  run(): Promise<void> {
    this.running ??= this.pass()
      .catch((err: unknown) => this.log.error({ err }, 'staff market sync failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async pass(): Promise<void> {
    const startedAt = performance.now();
    const rows = await staffRunMarkets(this.ctx.db);
    const prices = this.ctx.prices;
    const held = new Set<string>();
    for (const row of rows) {
      if (row.staffSuspended) held.add(row.id);
      if ((this.changedAt.get(row.id) ?? -Infinity) >= startedAt) continue;
      prices.register(row.id, row.eventId, row.type);
      if (row.manual) {
        prices.setManual(row.id);
        if (row.snapshot) this.applySnapshot(row.id, row.snapshot);
      }
      prices.hold(row.id, row.staffSuspended);
    }
    // Resumed elsewhere: no longer held in the database.
    for (const cached of prices.all()) {
      if (cached.held && !held.has(cached.marketId) && (this.changedAt.get(cached.marketId) ?? -Infinity) < startedAt) {
        prices.hold(cached.marketId, false);
      }
    }
  }

  private applySnapshot(marketId: string, snapshot: MarketSnapshot): void {
    const known = this.appliedSnapshot.get(marketId);
    if (known !== undefined && known >= snapshot.updatedAt) return;
    const applied = this.ctx.prices.apply({
      marketId,
      status: snapshot.status,
      runners: snapshot.runners,
      totalMatchedPaise: snapshot.totalMatchedPaise,
    });
    if (applied) this.appliedSnapshot.set(marketId, snapshot.updatedAt);
  }
}
