import type { EventStatus, MarketStatus, MarketType, RunnerStatus, Score } from '@backlay/contract';
import type { AppContext } from '../../src/lib/context.js';
import { competitions, events, markets, runners } from '../../src/db/schema/sports.js';
import { forgetCatalogue } from '../../src/modules/sports/catalogue/catalogue-read.js';
import type { CompetitionRow, EventRow, MarketRow, RunnerRow } from '../../src/modules/sports/catalogue/market-wire.js';
import type { CachedMarket } from '../../src/modules/sports/prices/price-cache.js';
import type { FeedLevel } from '../../src/modules/sports/feed/feed-source.js';

/**
 * Sports catalogue rows for server tests, written straight to the database, and prices primed
 * into `ctx.prices` as the feed would. Every write forgets the shared catalogue read, so the
 * next call sees it. Ids are unique per call, so tests in one file do not collide.
 */

let counter = 0;
function nextId(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

export async function newCompetition(
  ctx: AppContext,
  opts: { eventTypeId: number; name?: string; region?: string },
): Promise<CompetitionRow> {
  const [row] = await ctx.db
    .insert(competitions)
    .values({ id: nextId('c'), eventTypeId: opts.eventTypeId, name: opts.name ?? nextId('Competition '), region: opts.region ?? 'INT' })
    .returning();
  forgetCatalogue(ctx);
  return row!;
}

export interface NewEventOptions {
  competition: CompetitionRow;
  name?: string;
  /** Start time; defaults to an hour after the context clock's now. */
  openDate?: Date;
  status?: EventStatus;
  highlight?: boolean;
  liveTv?: boolean;
  score?: Score | null;
}

export async function newEvent(ctx: AppContext, opts: NewEventOptions): Promise<EventRow> {
  const id = nextId('e');
  const [row] = await ctx.db
    .insert(events)
    .values({
      id,
      competitionId: opts.competition.id,
      eventTypeId: opts.competition.eventTypeId,
      name: opts.name ?? `Home ${id} v Away ${id}`,
      openDate: opts.openDate ?? new Date(ctx.clock.now().getTime() + 3_600_000),
      status: opts.status ?? 'upcoming',
      highlight: opts.highlight ?? false,
      liveTv: opts.liveTv ?? false,
      score: opts.score ?? null,
      closedAt: opts.status === 'closed' ? ctx.clock.now() : null,
    })
    .returning();
  forgetCatalogue(ctx);
  return row!;
}

export interface NewMarketOptions {
  event: EventRow;
  name?: string;
  type?: MarketType;
  /** Runner names in order; defaults to the two teams of a ' v ' name, or 'Line' for a session. */
  runnerNames?: string[];
  sort?: number;
  active?: boolean;
  top?: boolean;
  bottom?: boolean;
  status?: MarketStatus;
  minStakePaise?: number;
  maxStakePaise?: number;
  delaySecond?: number;
}

export async function newMarket(ctx: AppContext, opts: NewMarketOptions): Promise<{ market: MarketRow; runners: RunnerRow[] }> {
  const type = opts.type ?? 'betfair';
  const id = `1.${nextId('')}`;
  const [market] = await ctx.db
    .insert(markets)
    .values({
      id,
      eventId: opts.event.id,
      eventTypeId: opts.event.eventTypeId,
      name: opts.name ?? 'Match Odds',
      type,
      active: opts.active ?? true,
      minStake: opts.minStakePaise ?? 10_000,
      maxStake: opts.maxStakePaise ?? 5_000_000,
      delaySecond: opts.delaySecond ?? 5,
      sort: opts.sort ?? 0,
      top: opts.top ?? false,
      bottom: opts.bottom ?? false,
      status: opts.status ?? 'suspended',
      closedAt: opts.status === 'closed' ? ctx.clock.now() : null,
      manual: type !== 'betfair',
    })
    .returning();
  const names =
    opts.runnerNames ??
    (type === 'session' ? ['Line'] : opts.event.name.includes(' v ') ? opts.event.name.split(' v ') : ['Runner A', 'Runner B']);
  const runnerRows = await ctx.db
    .insert(runners)
    .values(names.map((name, i) => ({ marketId: id, id: `${id}-${i + 1}`, name, sort: i + 1 })))
    .returning();
  forgetCatalogue(ctx);
  return { market: market!, runners: runnerRows };
}

/** A match: competition (or the given one), event and its 'Match Odds' market. */
export async function newMatch(
  ctx: AppContext,
  opts: Omit<NewEventOptions, 'competition'> & { eventTypeId?: number; competition?: CompetitionRow },
): Promise<{ competition: CompetitionRow; event: EventRow; market: MarketRow; runners: RunnerRow[] }> {
  const competition = opts.competition ?? (await newCompetition(ctx, { eventTypeId: opts.eventTypeId ?? 4 }));
  const event = await newEvent(ctx, { ...opts, competition });
  const { market, runners: runnerRows } = await newMarket(ctx, { event });
  return { competition, event, market, runners: runnerRows };
}

export interface PrimedRunner {
  id: string;
  status?: RunnerStatus;
  back?: FeedLevel[];
  lay?: FeedLevel[];
}

/**
 * Gives a market a fresh price image in the price cache, as the feed would: status open by
 * default, ladders in inside units ([odd in hundredths for betfair, size in rupees]).
 */
export function primePrices(
  ctx: AppContext,
  market: MarketRow,
  opts: { status?: MarketStatus; runners?: PrimedRunner[]; totalMatchedPaise?: number } = {},
): CachedMarket {
  ctx.prices.register(market.id, market.eventId, market.type);
  const applied = ctx.prices.apply({
    marketId: market.id,
    status: opts.status ?? 'open',
    runners: (opts.runners ?? []).map((r) => ({ id: r.id, status: r.status ?? 'active', back: r.back ?? [], lay: r.lay ?? [] })),
    totalMatchedPaise: opts.totalMatchedPaise ?? 0,
  });
  if (!applied) throw new Error(`price cache refused the prices of ${market.id} (closed?)`);
  return applied;
}

/** A two-runner ladder image for a betfair market: back 1.85/1.84, lay 1.87 on the first runner, and so on. */
export function twoWayLadder(runnerRows: readonly RunnerRow[]): PrimedRunner[] {
  return runnerRows.map((r, i) => ({
    id: r.id,
    back: [
      [185 + i * 20, 100],
      [184 + i * 20, 50],
    ],
    lay: [[187 + i * 20, 75]],
  }));
}
