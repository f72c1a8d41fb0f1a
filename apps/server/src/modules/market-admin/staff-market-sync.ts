import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import type { MarketRow } from '../sports/index.js';
import { tellOtherProcesses } from '../sports/stream/price-stream-publisher.js';
import { staffRunMarkets } from './market-admin.repository.js';

/** How often every process re-reads what staff set on markets (prices by hand, suspensions). */
export const STAFF_MARKET_SYNC_MS = 2_000;

/** What the sync and the staff calls read of a market. */
export type StaffRunMarket = Pick<MarketRow, 'id' | 'eventId' | 'type' | 'manual' | 'staffSuspended' | 'snapshot'>;

/**
 * Keeps the price cache in step with what staff stored: manual markets' prices and staff
 * suspensions. The price cache is in memory and per process (docs/architecture.md §2): the process
 * that served a staff call updates its own cache and tells the others at once (`stored`), this
 * sync brings any process that missed it (and a restarted one) to the stored state within
 * STAFF_MARKET_SYNC_MS.
 *
 * A manual market takes the number the database gave its stored state (the snapshot's `seq`),
 * so its `seq` is the same in every process. A market changed here after a sync started reading
 * is left alone by that sync, so an older read never undoes a newer change.
 */
export class StaffMarketSync {
  /** performance.now() of each market's last local change. */
  private readonly changedAt = new Map<string, number>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A staff call changed this market here (call after the cache was updated). */
  touched(marketId: string): void {
    this.changedAt.set(marketId, performance.now());
  }

  /**
   * A staff call stored this market's prices or hold (call after commit): this process's cache
   * takes them now, the others at once through the price stream.
   */
  stored(row: StaffRunMarket): void {
    this.show(row);
    tellOtherProcesses(this.ctx, [
      row.manual
        ? ['s', row.id, row.eventId, row.type, { held: row.staffSuspended, snapshot: row.snapshot }]
        : ['h', row.id, row.staffSuspended],
    ]);
    this.touched(row.id);
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
      this.show(row);
    }
    // Resumed elsewhere: no longer held in the database.
    for (const cached of prices.all()) {
      if (cached.held && !held.has(cached.marketId) && (this.changedAt.get(cached.marketId) ?? -Infinity) < startedAt) {
        prices.hold(cached.marketId, false);
      }
    }
  }

  /** This process's cache takes what is stored for the market. */
  private show(row: StaffRunMarket): void {
    const prices = this.ctx.prices;
    prices.register(row.id, row.eventId, row.type);
    if (row.manual) prices.applyStaff(row.id, { held: row.staffSuspended, snapshot: row.snapshot });
    else prices.hold(row.id, row.staffSuspended);
  }
}
