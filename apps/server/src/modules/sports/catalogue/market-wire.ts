import { EVENT_TYPES, type Market, type PriceLevel, type Runner, type RunnerPrice, type SportsEvent } from '@backlay/contract';
import { isInPlay, isWithinBetOpenWindow, paiseToRupees } from '@backlay/domain';
import type { competitions, events, markets, runners } from '../../../db/schema/sports.js';
import type { PriceCache } from '../prices/price-cache.js';

export type CompetitionRow = typeof competitions.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type MarketRow = typeof markets.$inferSelect;
export type RunnerRow = typeof runners.$inferSelect;

/** What an event card needs to know about the event's markets, found by the caller. */
export interface EventFlags {
  hasBookmaker: boolean;
  hasSession: boolean;
}

const NO_FLAGS: EventFlags = { hasBookmaker: false, hasSession: false };

const EVENT_TYPE_NAMES = new Map<number, string>(EVENT_TYPES.map((t) => [t.id, t.name]));

/** The name of a sport (docs/product.md); the id itself when the feed sends one it does not list. */
export function eventTypeName(eventTypeId: number): string {
  return EVENT_TYPE_NAMES.get(eventTypeId) ?? String(eventTypeId);
}

/**
 * Whether an event is running (docs/product.md §4 "Match timing"). The feed's inPlay wins. An
 * event the feed still calls upcoming counts as running from 60 s before its start until the
 * bet-on-open window ends 10 minutes after it; past that the feed has lost track of it (late,
 * postponed) and we no longer present it as live.
 */
export function isEventRunning(row: Pick<EventRow, 'status' | 'openDate'>, now: Date): boolean {
  if (row.status === 'inPlay') return true;
  if (row.status !== 'upcoming') return false;
  return isInPlay(row.openDate, now) && isWithinBetOpenWindow(row.openDate, now);
}

/** The contract `SportsEvent` of an event row. */
export function eventToWire(row: EventRow, competitionName: string, now: Date | number, flags: EventFlags = NO_FLAGS): SportsEvent {
  return {
    id: row.id,
    name: row.name,
    countryCode: row.countryCode,
    timezone: row.timezone,
    openDate: row.openDate.toISOString(),
    eventTypeId: row.eventTypeId,
    eventTypeName: eventTypeName(row.eventTypeId),
    competitionId: row.competitionId,
    competitionName,
    status: row.status,
    inPlay: isEventRunning(row, toDate(now)),
    hasBookmaker: flags.hasBookmaker,
    hasSession: flags.hasSession,
    liveTv: row.liveTv,
  };
}

/**
 * The contract `Market` of a market row, its runners and what the price cache knows. The cache
 * is the authority for status and ladders: a market it has never priced, or whose feed went
 * quiet, is suspended with empty ladders, so a stale price is never offered. A market the cache
 * does not know at all (not registered yet) is suspended too, unless the row says closed.
 * `eventOpenDate` is the event's start, which the contract repeats on the market as `openDate`;
 * a caller without the event at hand gets the market's betOpenDate there instead.
 */
export function marketToWire(
  row: MarketRow,
  runnerRows: readonly RunnerRow[],
  prices: PriceCache,
  now: Date | number,
  openBets = 0,
  eventOpenDate: Date | null = null,
): Market {
  const nowMs = toDate(now).getTime();
  const cached = prices.get(row.id);
  const live = cached ? prices.toWire(cached, nowMs) : null;
  const rowClosed = row.status === 'closed' || row.closedAt !== null;
  const status = rowClosed ? 'closed' : (live?.status ?? 'suspended');
  const ladders = new Map<string, RunnerPrice>((live?.runners ?? []).map((r) => [r.id, r]));
  const showPrices = status !== 'closed';

  const teams: Runner[] = [...runnerRows]
    .sort((a, b) => a.sort - b.sort)
    .map((runner) => {
      const price = ladders.get(runner.id);
      return {
        id: runner.id,
        name: runner.name,
        sort: runner.sort,
        status: price?.status ?? runner.status,
        back: showPrices ? (price?.back ?? []) : [],
        lay: showPrices ? (price?.lay ?? []) : [],
      };
    });

  return {
    _id: row.uid,
    id: row.id,
    name: row.name,
    marketName: row.name,
    type: row.type,
    active: row.active,
    betAllow: row.betAllow,
    min: paiseToRupees(row.minStake),
    max: paiseToRupees(row.maxStake),
    // Session ladders carry the line in `run`, not money on offer, so they add no volume.
    volume: row.type === 'session' ? 0 : roundRupees(teams.reduce((sum, t) => sum + ladderSize(t.back) + ladderSize(t.lay), 0)),
    delay: row.delaySecond,
    delaySecond: row.delaySecond,
    manual: row.manual,
    screenPlay: row.screenPlay,
    cashout: row.cashout,
    analysis: row.analysis,
    category: row.category,
    teams,
    top: row.top,
    bottom: row.bottom,
    remarksMessage: row.remarksMessage,
    totalMatched: live?.totalMatched ?? 0,
    betOpenDate: row.betOpenDate.toISOString(),
    marketClosed: status === 'closed',
    betfairMarketEnabled: row.betfairMarketEnabled,
    statusExist: cached !== undefined,
    openBets,
    externalType: row.externalType,
    eventId: row.eventId,
    eventTypeId: row.eventTypeId,
    openDate: (eventOpenDate ?? row.betOpenDate).toISOString(),
    status,
    updatedAt: cached && cached.updatedAt > 0 ? new Date(cached.updatedAt).toISOString() : null,
    seq: cached?.seq ?? 0,
  };
}

function ladderSize(levels: readonly PriceLevel[]): number {
  return levels.reduce((sum, level) => sum + level.run, 0);
}

/** Sizes are rupees; keep two decimals so float sums do not show 10.000000001. */
function roundRupees(value: number): number {
  return Math.round(value * 100) / 100;
}

function toDate(now: Date | number): Date {
  return typeof now === 'number' ? new Date(now) : now;
}
