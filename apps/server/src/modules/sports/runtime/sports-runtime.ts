import type { EventStatus, MarketType } from '@backlay/contract';
import { isInPlay } from '@backlay/domain';
import type { AppContext } from '../../../lib/context.js';
import { rooms, type LivePublisher } from '../../live/live-publisher.js';
import { forgetCatalogue } from '../catalogue/catalogue-read.js';
import { marketToWire, type MarketRow, type RunnerRow } from '../catalogue/market-wire.js';
import type { FeedEvent, FeedMarket, FeedMessage, FeedPrice, FeedResult, FeedScore, FeedSource } from '../feed/feed-source.js';
import { priceStreamPublisherOf, type PriceStreamPublisher } from '../stream/price-stream-publisher.js';
import { CatalogueNotifier } from './catalogue-notifier.js';
import { pickHeadline, type HeadlineCandidate } from './event-headline.js';
import {
  loadOpenCatalogue,
  saveResult,
  saveScore,
  saveSnapshots,
  upsertCompetition,
  upsertEvent,
  upsertMarket,
  type SnapshotRow,
} from './feed-catalogue.repository.js';
import type { RuntimeLog } from './runtime-log.js';
import { scoreMessage } from './score-message.js';
import { WriteQueue } from './write-queue.js';

/** Prices are written to `markets.snapshot` at most this often per market (restarts, late joiners). */
export const SNAPSHOT_INTERVAL_MS = 3_000;
/** How often quiet markets are looked for and suspended. */
export const STALE_SWEEP_MS = 1_000;
const SNAPSHOT_BATCH = 500;

export interface SportsRuntime {
  /** Resolves when the stored catalogue is loaded and the feed started (never rejects). */
  ready: Promise<void>;
  /** Writes pending snapshots and waits for every queued write (tests, shutdown). */
  flush(): Promise<void>;
  stop(): Promise<void>;
  /** When the feed last said anything (epoch ms), or null before its first message: readiness. */
  lastMessageAt(): number | null;
}

export interface SportsRuntimeOptions {
  /**
   * Where the other processes hear this feed (docs/decisions/one-price-stream.md): by default the
   * app's price stream when REDIS_URL is set (`priceStreamPublisherOf`), none without it; null
   * for none.
   */
  stream?: PriceStreamPublisher | null;
}

interface KnownEvent {
  eventTypeId: number;
  status: EventStatus;
  openDate: Date;
}

/**
 * Runs a feed into the platform (docs/architecture.md §5): the catalogue goes to the database,
 * prices to the price cache (the hot path: no database write per price; snapshots are batched),
 * scores, results and event status to both, and the live channel hears about events, scores and
 * list changes. Price messages to clients are not sent here: the live module listens to the price
 * cache and coalesces them.
 *
 * With several processes (REDIS_URL) the runtime runs in the leader only, and what its price
 * cache does and its live messages go out on the price stream too, so every process prices its
 * markets and tells its sockets alike (docs/decisions/one-price-stream.md).
 *
 * Returns at once; loading the stored catalogue and starting the feed happen in the
 * background so the server can listen meanwhile.
 */
export function startSportsRuntime(ctx: AppContext, feed: FeedSource, log: RuntimeLog, opts: SportsRuntimeOptions = {}): SportsRuntime {
  const queue = new WriteQueue(ctx.db, log);
  let lastMessageAt: number | null = null;
  const stream = (opts.stream === undefined ? priceStreamPublisherOf(ctx) : opts.stream)?.attach(() => lastMessageAt) ?? null;
  /** The feed's live messages: on the stream (every process's own sockets), else `ctx.live` as it is when sent. */
  const live: LivePublisher = {
    emit: (to, event, payload) => (stream ? stream.emit(to, event, payload) : ctx.live.emit(to, event, payload)),
  };
  const notifier = new CatalogueNotifier(ctx, live);
  const events = new Map<string, KnownEvent>();
  /** Non-closed markets the runtime knows (stored or announced), with their event. */
  const markets = new Map<string, { eventId: string; type: MarketType }>();
  /**
   * Every market the runtime knows of each open event, closed ones included, for the market the
   * event status message names (event-headline.ts). Dropped once the event's closing is sent.
   */
  const eventMarkets = new Map<string, Map<string, HeadlineCandidate>>();
  const knowMarket = (eventId: string, market: HeadlineCandidate) => {
    let known = eventMarkets.get(eventId);
    if (!known) eventMarkets.set(eventId, (known = new Map()));
    known.set(market.id, market);
  };
  /** Markets whose price changed since the last snapshot. */
  const dirty = new Set<string>();
  /** New markets written in the current batch, announced after it commits. */
  const pendingAdds = new Map<string, { market: MarketRow; runners: RunnerRow[] }>();
  let stopped = false;
  const timers: ReturnType<typeof setInterval>[] = [];
  const now = () => ctx.clock.now();

  const catalogueWritten = () => {
    forgetCatalogue(ctx);
    notifier.changed();
  };

  /** Sent after the write committed, so the markets written in the same batch are known by then. */
  const emitEventStatus = (id: string, e: KnownEvent) => {
    const inPlay = e.status === 'inPlay' || (e.status === 'upcoming' && isInPlay(e.openDate, now()));
    const headline = pickHeadline(eventMarkets.get(id)?.values() ?? []);
    live.emit([rooms.events, rooms.event(id)], 'getEventStatus', {
      docs: {
        eventId: id,
        eventTypeId: e.eventTypeId,
        status: e.status,
        inPlay,
        openDate: e.openDate.toISOString(),
        marketId: headline && { id: headline.id, type: headline.type, externalType: headline.externalType },
      },
    });
    if (e.status === 'closed') eventMarkets.delete(id);
  };

  const marketMessage = (saved: { market: MarketRow; runners: RunnerRow[] }) => {
    const eventOpenDate = events.get(saved.market.eventId)?.openDate ?? null;
    return marketToWire(saved.market, saved.runners, ctx.prices, now(), 0, eventOpenDate);
  };

  function onEvent(e: FeedEvent): void {
    const known = events.get(e.id);
    // An event we never stored that is already over (a replay after a restart) is not news.
    if (!known && e.status === 'closed') return;
    if (known?.status === 'closed') return;
    const next: KnownEvent = { eventTypeId: e.eventTypeId, status: e.status, openDate: e.openDate };
    events.set(e.id, next);
    const statusChanged = !known || known.status !== e.status;
    const listChanged = !known || statusChanged || known.openDate.getTime() !== e.openDate.getTime();
    queue.push({
      label: `event ${e.id}`,
      run: (tx) => upsertEvent(tx, e, now()),
      after: () => {
        if (statusChanged) emitEventStatus(e.id, next);
        if (listChanged) catalogueWritten();
      },
    });
  }

  function onMarket(m: FeedMarket): void {
    const event = events.get(m.eventId);
    if (!event || event.status === 'closed') return;
    const isNew = !markets.has(m.id);
    markets.set(m.id, { eventId: m.eventId, type: m.type });
    ctx.prices.register(m.id, m.eventId, m.type);
    stream?.register(m.id, m.eventId, m.type);
    // externalType is not the feed's: the stored one (staff's, '' by default) once the row is written.
    const known = eventMarkets.get(m.eventId)?.get(m.id);
    const candidate = { id: m.id, type: m.type, externalType: known?.externalType ?? '', name: m.name, sort: m.sort };
    knowMarket(m.eventId, candidate);
    queue.push({
      label: `market ${m.id}`,
      run: async (tx) => {
        const saved = await upsertMarket(tx, m, now());
        if (saved) candidate.externalType = saved.market.externalType;
        if (saved && isNew) pendingAdds.set(m.id, saved);
      },
      after: () => {
        const saved = pendingAdds.get(m.id);
        if (!saved) return;
        pendingAdds.delete(m.id);
        forgetCatalogue(ctx);
        live.emit(rooms.event(m.eventId), 'getAddMarketUpdate', marketMessage(saved));
      },
    });
  }
  function onPrice(price: FeedPrice): void {
    const applied = ctx.prices.apply(price);
    if (!applied) return;
    dirty.add(price.marketId);
    stream?.price(price, applied);
  }

  function onScore(feedScore: FeedScore): void {
    const event = events.get(feedScore.eventId);
    if (!event || event.status === 'closed') return;
    const score = scoreMessage(feedScore);
    queue.push({
      label: `score ${score.eventId}`,
      run: (tx) => saveScore(tx, score),
      after: () => {
        live.emit(rooms.event(score.eventId), 'getEventScore', score);
        live.emit(rooms.event(score.eventId), 'scoreUpdated', score);
      },
    });
  }

  function onResult(result: FeedResult): void {
    const market = markets.get(result.marketId);
    if (!market) return;
    markets.delete(result.marketId);
    dirty.delete(result.marketId);
    // Closed in the cache at once: no bet is accepted once the result is known.
    ctx.prices.close(result.marketId);
    stream?.close(result.marketId);
    let saved: { market: MarketRow; runners: RunnerRow[] } | null = null;
    queue.push({
      label: `result ${result.marketId}`,
      run: async (tx) => {
        saved = await saveResult(tx, result, now());
      },
      after: () => {
        if (!saved) return;
        forgetCatalogue(ctx);
        live.emit(rooms.event(market.eventId), 'getModifyMarketUpdate', marketMessage(saved));
      },
    });
  }

  const sink = (message: FeedMessage): void => {
    if (stopped) return;
    lastMessageAt = Date.now();
    try {
      switch (message.type) {
        case 'competition':
          queue.push({ label: `competition ${message.competition.id}`, run: (tx) => upsertCompetition(tx, message.competition) });
          break;
        case 'event':
          onEvent(message.event);
          break;
        case 'market':
          onMarket(message.market);
          break;
        case 'price':
          onPrice(message.price);
          break;
        case 'score':
          onScore(message.score);
          break;
        case 'result':
          onResult(message.result);
          break;
      }
    } catch (err) {
      log.error({ err, type: message.type }, 'sports runtime: feed message failed');
    }
  };

  function flushSnapshots(): void {
    if (dirty.size === 0) return;
    const rows: SnapshotRow[] = [];
    for (const id of dirty) {
      const cached = ctx.prices.get(id);
      if (!cached || cached.feedStatus === 'closed') continue;
      rows.push({
        marketId: id,
        snapshot: {
          status: cached.feedStatus,
          runners: cached.runners.map((r) => ({ id: r.id, status: r.status, back: r.back, lay: r.lay })),
          totalMatchedPaise: cached.totalMatchedPaise,
          updatedAt: new Date(cached.updatedAt).toISOString(),
          seq: cached.seq,
        },
      });
    }
    dirty.clear();
    for (let i = 0; i < rows.length; i += SNAPSHOT_BATCH) {
      const batch = rows.slice(i, i + SNAPSHOT_BATCH);
      queue.push({ label: `snapshots (${batch.length})`, run: (tx) => saveSnapshots(tx, batch) });
    }
  }

  const ready = (async () => {
    const stored = await loadOpenCatalogue(ctx.db);
    for (const e of stored.events) events.set(e.id, { eventTypeId: e.eventTypeId, status: e.status, openDate: e.openDate });
    // Stored markets are known again but stay suspended until the feed prices them.
    for (const m of stored.markets) {
      markets.set(m.id, { eventId: m.eventId, type: m.type });
      ctx.prices.register(m.id, m.eventId, m.type);
      // A white label's own market is not named to every site's players.
      if (m.whiteLabelId === null) {
        knowMarket(m.eventId, { id: m.id, type: m.type, externalType: m.externalType, name: m.name, sort: m.sort });
      }
    }
    if (stopped) return;
    log.info({ events: stored.events.length, markets: stored.markets.length, feed: feed.name }, 'sports runtime: catalogue loaded');
    feed.start(sink);
    timers.push(setInterval(flushSnapshots, SNAPSHOT_INTERVAL_MS));
    timers.push(
      setInterval(() => {
        try {
          ctx.prices.sweepStale();
        } catch (err) {
          log.error({ err }, 'sports runtime: stale sweep failed');
        }
      }, STALE_SWEEP_MS),
    );
    for (const t of timers) t.unref?.();
  })().catch((err: unknown) => {
    log.error({ err }, 'sports runtime: start failed');
  });

  return {
    ready,
    lastMessageAt: () => lastMessageAt,
    async flush() {
      await ready;
      flushSnapshots();
      await queue.idle();
    },
    async stop() {
      stopped = true;
      await ready;
      feed.stop();
      for (const t of timers) clearInterval(t);
      notifier.stop();
      flushSnapshots();
      await queue.idle();
      // After the queue: the live messages of its last writes go out on the stream too.
      stream?.detach();
    },
  };
}
