import { MARKET_ADMIN_MESSAGES, type StaffMarket, type UpdateMarketBody } from '@backlay/contract';
import { paiseToRupees, rupeesToPaise } from '@backlay/domain';
import { badRequest, conflict } from '../../lib/app-error.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import type { MarketRow } from '../sports/index.js';
import { checkMayEdit } from './market-access.js';
import { announceMarket, type MarketChange } from './market-admin-live.js';
import { findEvent, lockMarket, runnersOfMarket, updateMarketSettings, type MarketSettings } from './market-admin.repository.js';
import { getStaffMarket } from './market-list.service.js';
import type { StaffMarketSync } from './staff-market-sync.js';

export interface StaffCall {
  caller: UserRow;
  ip: string | null;
}

export const MARKET_AUDIT = {
  settings: 'market.settings',
  /** One row per market that "Suspend all" / "Resume all" on its event changed. */
  eventSuspension: 'market.event.suspension',
  createManual: 'market.manual.create',
  odds: 'market.manual.odds',
} as const;

/** The settings of a market as the API and the audit log name them (rupees, seconds). */
function settingsOf(row: MarketRow) {
  return {
    suspended: row.staffSuspended,
    betAllow: row.betAllow,
    active: row.active,
    min: paiseToRupees(row.minStake),
    max: paiseToRupees(row.maxStake),
    delaySecond: row.delaySecond,
  };
}

type SettingKey = keyof ReturnType<typeof settingsOf>;
const SETTING_KEYS: readonly SettingKey[] = ['suspended', 'betAllow', 'active', 'min', 'max', 'delaySecond'];

/**
 * PATCH api/{role}/market. In one transaction under the market's row lock: the caller may
 * change it (403 otherwise), it is not closed (409), the stakes stay min <= max (400), and the
 * change is written with its audit row (only the settings that changed, before and after).
 * After commit: a suspension or resumption goes into the price cache, whose fan-out tells
 * players (`getMarketCacheUpdates`); an active flag turned off removes the market from players'
 * pages (`getDeleteMarketUpdate`), turned on adds it back, any other change is a
 * `getModifyMarketUpdate`.
 */
export async function updateMarket(
  ctx: AppContext,
  sync: StaffMarketSync,
  call: StaffCall,
  body: UpdateMarketBody,
): Promise<{ message: string; docs: StaffMarket }> {
  const asked = SETTING_KEYS.filter((k) => body[k] !== undefined);
  if (asked.length === 0) throw badRequest(MARKET_ADMIN_MESSAGES.nothingToChange);
  const at = ctx.clock.now();
  const done = await ctx.db.transaction(async (tx) => {
    const row = checkMayEdit(call.caller, await lockMarket(tx, body.marketId));
    if (row.status === 'closed' || row.closedAt !== null) throw conflict(MARKET_ADMIN_MESSAGES.marketClosed);
    const minStake = body.min !== undefined ? rupeesToPaise(body.min) : row.minStake;
    const maxStake = body.max !== undefined ? rupeesToPaise(body.max) : row.maxStake;
    if (minStake > maxStake) throw badRequest(MARKET_ADMIN_MESSAGES.minOverMax);
    const set: MarketSettings = {};
    if (body.suspended !== undefined) set.staffSuspended = body.suspended;
    if (body.betAllow !== undefined) set.betAllow = body.betAllow;
    if (body.active !== undefined) set.active = body.active;
    if (body.min !== undefined) set.minStake = minStake;
    if (body.max !== undefined) set.maxStake = maxStake;
    if (body.delaySecond !== undefined) set.delaySecond = body.delaySecond;
    const updated = await updateMarketSettings(tx, row.id, set, at);
    const before = settingsOf(row);
    const after = settingsOf(updated);
    const changed = SETTING_KEYS.filter((k) => before[k] !== after[k]);
    if (changed.length > 0) {
      await insertAuditRow(tx, {
        actorId: call.caller.id,
        action: MARKET_AUDIT.settings,
        targetType: 'market',
        targetId: row.id,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
        ip: call.ip,
        createdAt: at,
      });
    }
    const [runners, event] = await Promise.all([runnersOfMarket(tx, row.id), findEvent(tx, row.eventId)]);
    return { row, updated, changed, runners, eventOpenDate: event?.openDate ?? row.betOpenDate };
  });

  const { row, updated, changed } = done;
  if (changed.includes('suspended')) sync.stored(updated);
  else sync.touched(updated.id);
  if (changed.length > 0) {
    const change: MarketChange = row.active && !updated.active ? 'delete' : !row.active && updated.active ? 'add' : 'modify';
    if (updated.active || change === 'delete') announceMarket(ctx, change, updated, done.runners, done.eventOpenDate);
  }
  const onlySuspension = asked.length === 1 && asked[0] === 'suspended';
  const message = onlySuspension
    ? updated.staffSuspended
      ? MARKET_ADMIN_MESSAGES.marketSuspended
      : MARKET_ADMIN_MESSAGES.marketResumed
    : MARKET_ADMIN_MESSAGES.marketUpdated;
  return { message, docs: await getStaffMarket(ctx, call.caller, updated.id) };
}
