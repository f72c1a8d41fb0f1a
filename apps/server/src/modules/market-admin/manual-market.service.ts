import { randomBytes } from 'node:crypto';
import {
  MARKET_ADMIN_MESSAGES,
  bookNotRoundMessage,
  type CreateManualMarketBody,
  type setManualOddsBodySchema,
  type StaffMarket,
} from '@backlay/contract';
import { bookPercentages, isRoundBook, manualLadder, paiseToRupees, rupeesToPaise } from '@backlay/domain';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { MarketSnapshot } from '../../db/schema/index.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { checkMayEdit, ownerOfNewMarket } from './market-access.js';
import { announceMarket } from './market-admin-live.js';
import {
  findEvent,
  insertManualMarket,
  lockMarket,
  matchedStakes,
  nextMarketSort,
  runnersOfMarket,
  saveManualSnapshot,
  whiteLabelExists,
} from './market-admin.repository.js';
import { getStaffMarket } from './market-list.service.js';
import { MARKET_AUDIT, type StaffCall } from './market-settings.service.js';
import type { StaffMarketSync } from './staff-market-sync.js';

/**
 * Manual bookmaker and session markets (docs/architecture.md §5 "Staff can run bookmaker and
 * session markets by hand"): created on an event, priced by staff, and from then on exactly like a
 * feed market for players: listed on the event page, priced through the price cache, bet on through
 * the placement engine, resulted through settlement.
 */

type SetManualOddsBody = z.output<typeof setManualOddsBodySchema>;

/** Ids of manual markets: not a feed's "1.234..." form, so the two never collide. */
function newMarketId(): string {
  return `m.${randomBytes(6).toString('hex')}`;
}

function runnerNamesOf(body: CreateManualMarketBody): string[] {
  const names = body.runners ?? [];
  if (body.type === 'session') {
    if (names.length > 0) throw badRequest(MARKET_ADMIN_MESSAGES.sessionNoRunners);
    // A session has one runner, the line, named as the market (the simulator's form too).
    return [body.name];
  }
  const distinct = new Set(names.map((n) => n.toLowerCase()));
  if (names.length < 2 || distinct.size !== names.length) throw badRequest(MARKET_ADMIN_MESSAGES.bookmakerRunners);
  return names;
}

/**
 * POST api/{role}/market/manual. The market starts suspended with no prices (the cache has
 * never priced it) until its odds are entered; players of its white label (or of every site)
 * see it at once through `getAddMarketUpdate`.
 */
export async function createManualMarket(
  ctx: AppContext,
  sync: StaffMarketSync,
  call: StaffCall,
  body: CreateManualMarketBody,
): Promise<StaffMarket> {
  const owner = ownerOfNewMarket(call.caller, body.whiteLabelId);
  const names = runnerNamesOf(body);
  const minStake = rupeesToPaise(body.min);
  const maxStake = rupeesToPaise(body.max);
  if (minStake > maxStake) throw badRequest(MARKET_ADMIN_MESSAGES.minOverMax);
  const at = ctx.clock.now();
  const saved = await ctx.db.transaction(async (tx) => {
    const event = await findEvent(tx, body.eventId);
    if (!event) throw notFound(MARKET_ADMIN_MESSAGES.eventNotFound);
    if (event.status === 'closed') throw conflict(MARKET_ADMIN_MESSAGES.eventClosed);
    if (owner !== null && !(await whiteLabelExists(tx, owner))) throw notFound(MARKET_ADMIN_MESSAGES.whiteLabelNotFound);
    const id = newMarketId();
    const made = await insertManualMarket(
      tx,
      {
        id,
        eventId: event.id,
        eventTypeId: event.eventTypeId,
        name: body.name,
        type: body.type,
        minStake,
        maxStake,
        delaySecond: body.delaySecond,
        manual: true,
        sort: await nextMarketSort(tx, event.id),
        status: 'suspended',
        betOpenDate: at,
        whiteLabelId: owner,
        createdAt: at,
        updatedAt: at,
      },
      names.map((name, i) => ({ id: body.type === 'session' ? `${id}.line` : `${id}.${i + 1}`, name, sort: i + 1 })),
    );
    await insertAuditRow(tx, {
      actorId: call.caller.id,
      action: MARKET_AUDIT.createManual,
      targetType: 'market',
      targetId: id,
      after: {
        eventId: event.id,
        type: body.type,
        name: body.name,
        runners: names,
        min: body.min,
        max: body.max,
        delaySecond: body.delaySecond,
        whiteLabelId: owner,
      },
      ip: call.ip,
      createdAt: at,
    });
    return { ...made, eventOpenDate: event.openDate };
  });
  ctx.prices.register(saved.market.id, saved.market.eventId, saved.market.type);
  ctx.prices.setManual(saved.market.id);
  sync.touched(saved.market.id);
  announceMarket(ctx, 'add', saved.market, saved.runners, saved.eventOpenDate);
  return getStaffMarket(ctx, call.caller, saved.market.id);
}

/**
 * The back-lay round check (docs/product.md §9) on a bookmaker price image whose runners are all
 * active and priced both ways: a back book under 100% or a lay book over 100% lets a player
 * back (or lay) every runner and win whatever the result, at the house's cost, and a book far
 * over is a typing slip. A ladder with a suspended or unpriced runner is not a whole book (no
 * one can bet every outcome), so it is not checked.
 */
function checkRoundBook(priced: readonly { status: string; back: [number, number][]; lay: [number, number][] }[]): void {
  const sides = priced.map((r) => ({
    back: r.status === 'active' ? (r.back[0]?.[0] ?? null) : null,
    lay: r.status === 'active' ? (r.lay[0]?.[0] ?? null) : null,
  }));
  const book = bookPercentages(sides, 'bookmaker');
  if (book.isComplete && !isRoundBook(book)) throw badRequest(bookNotRoundMessage(book));
}

/**
 * PUT api/{role}/market/manual/odds: the market's whole price image, every runner once, checked
 * by the domain's manualLadder (whole odds, lay not below back, Yes line not below No). Stored
 * as the market's snapshot (restarts, other processes) and applied to the price cache, whose
 * fan-out sends it to players; the market opens unless staff hold it suspended. The money
 * matched shown with it is the stakes of the players' matched bets.
 */
export async function setManualOdds(
  ctx: AppContext,
  sync: StaffMarketSync,
  call: StaffCall,
  body: SetManualOddsBody,
): Promise<StaffMarket> {
  const at = ctx.clock.now();
  const done = await ctx.db.transaction(async (tx) => {
    const row = checkMayEdit(call.caller, await lockMarket(tx, body.marketId));
    if (!row.manual || row.type === 'betfair') throw badRequest(MARKET_ADMIN_MESSAGES.notManual);
    if (row.status === 'closed' || row.closedAt !== null) throw conflict(MARKET_ADMIN_MESSAGES.marketClosed);
    const type = row.type;
    const runners = await runnersOfMarket(tx, row.id);
    const known = new Set(runners.map((r) => r.id));
    const sent = new Set<string>();
    for (const r of body.runners) {
      if (!known.has(r.id)) throw badRequest(MARKET_ADMIN_MESSAGES.unknownRunner);
      if (sent.has(r.id)) throw badRequest(MARKET_ADMIN_MESSAGES.everyRunnerOnce);
      sent.add(r.id);
    }
    if (sent.size !== known.size) throw badRequest(MARKET_ADMIN_MESSAGES.everyRunnerOnce);
    const defaultSize = paiseToRupees(row.maxStake);
    const priced = body.runners.map((r) => {
      const ladder = manualLadder(type, { back: r.back, lay: r.lay }, defaultSize);
      if ('problem' in ladder) throw badRequest(MARKET_ADMIN_MESSAGES[ladder.problem]);
      return { id: r.id, status: r.status, back: ladder.back, lay: ladder.lay };
    });
    if (type === 'bookmaker') checkRoundBook(priced);
    const snapshot: MarketSnapshot = {
      status: 'open',
      runners: priced,
      totalMatchedPaise: await matchedStakes(tx, row.id),
      updatedAt: at.toISOString(),
      // Numbered from the locked row: two staff never take one number, and every process shows it.
      seq: (row.snapshot?.seq ?? 0) + 1,
    };
    await saveManualSnapshot(tx, row.id, snapshot, 'open', at);
    await insertAuditRow(tx, {
      actorId: call.caller.id,
      action: MARKET_AUDIT.odds,
      targetType: 'market',
      targetId: row.id,
      before: row.snapshot ? { runners: row.snapshot.runners } : null,
      after: { runners: priced },
      ip: call.ip,
      createdAt: at,
    });
    return { row, snapshot };
  });
  sync.stored({ ...done.row, snapshot: done.snapshot });
  return getStaffMarket(ctx, call.caller, done.row.id);
}
