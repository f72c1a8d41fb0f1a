import {
  BONUS_MESSAGES,
  MAX_BONUS_PERCENT,
  MAX_BONUS_VALIDITY_DAYS,
  type BonusOffer,
  type BonusOfferInput,
  type BonusOfferUpdate,
} from '@backlay/contract';
import { parseRupeesToPaise, percentToBps } from '@backlay/domain';
import type { AppContext, SiteContext, UserRow } from '../../lib/context.js';
import { badRequest, forbidden, notFound } from '../../lib/app-error.js';
import { verifyTransactionCode } from '../auth/index.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import {
  claimCounts,
  findOffer,
  insertOffer,
  listOffers,
  updateOffer,
  whiteLabelExists,
  type BonusOfferRow,
  type NewBonusOfferRow,
} from './bonuses.repository.js';
import { offerToWire } from './bonus-wire.js';
import { isId } from './bonus-rules.js';

/**
 * GET api/{role}/setting/bonus and the staff calls that set offers up (POST to add, PUT to edit
 * or deactivate). Staff read their own white label's offers (the administrator names one, or
 * uses the site's); a white label that names another one, or edits another's offer, gets 403.
 * Writes need the transaction code and are audited: an offer decides what the house pays.
 */

function whiteLabelFor(caller: UserRow, named: string | undefined, site: SiteContext | null): string {
  if (caller.role !== 'administrator') {
    if (!caller.whiteLabelId) throw badRequest(BONUS_MESSAGES.whiteLabelMissing);
    if (named && named !== caller.whiteLabelId) throw forbidden(BONUS_MESSAGES.notYourSite);
    return caller.whiteLabelId;
  }
  const id = named ?? site?.whiteLabel.id;
  if (!isId(id)) throw badRequest(BONUS_MESSAGES.whiteLabelMissing);
  return id;
}

/** Players: the offers they can claim now (active, in their window, under their limit). */
export async function listBonusOffers(
  ctx: AppContext,
  caller: UserRow,
  query: { active?: boolean | undefined; whiteLabelId?: string | undefined },
  site: SiteContext | null,
): Promise<BonusOffer[]> {
  if (caller.role === 'user') {
    if (!caller.whiteLabelId) throw badRequest(BONUS_MESSAGES.whiteLabelMissing);
    const rows = await listOffers(ctx.db, caller.whiteLabelId, { activeOnly: true, at: ctx.clock.now() });
    const counts = await claimCounts(
      ctx.db,
      caller.id,
      rows.map((r) => r.id),
    );
    return rows
      .map((r) => ({ r, n: counts.get(r.id) ?? 0 }))
      .filter(({ r, n }) => r.perUserLimit === null || n < r.perUserLimit)
      .map(({ r, n }) => offerToWire(r, n));
  }
  const whiteLabelId = whiteLabelFor(caller, query.whiteLabelId, site);
  const rows = await listOffers(ctx.db, whiteLabelId, { activeOnly: query.active === true });
  return rows.map((r) => offerToWire(r));
}

function paiseOrNull(value: unknown): bigint | null {
  if (value === null || value === undefined || value === '') return null;
  const paise = parseRupeesToPaise(value);
  if (paise === null) throw badRequest(BONUS_MESSAGES.amountInvalid);
  return BigInt(paise);
}

/** Whole days 1..MAX_BONUS_VALIDITY_DAYS (a number or its digits, as forms send); empty = never expires. */
function validityOrNull(value: number | string | null): number | null {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const days = typeof value === 'number' ? value : /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isInteger(days) || days < 1 || days > MAX_BONUS_VALIDITY_DAYS) throw badRequest(BONUS_MESSAGES.validityInvalid);
  return days;
}

/** A date-only value is a whole day in India time: from its first to its last millisecond. */
function dateOrNull(value: string | null | undefined, edge: 'start' | 'end'): Date | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}+05:30`);
  return new Date(value);
}

/** The row fields of a create or an edit, checked against each other and the current row. */
function fieldsOf(input: Omit<BonusOfferUpdate, 'bonusId'>, current?: BonusOfferRow): Partial<NewBonusOfferRow> {
  const out: Partial<NewBonusOfferRow> = {};
  if (input.title !== undefined) {
    if (!input.title.trim()) throw badRequest(BONUS_MESSAGES.titleRequired);
    out.title = input.title.trim();
  }
  if (input.description !== undefined) out.description = input.description;
  if (input.percentage !== undefined) {
    const bps = percentToBps(input.percentage, MAX_BONUS_PERCENT);
    if (bps === null) throw badRequest(BONUS_MESSAGES.percentInvalid);
    out.percentBps = bps;
  }
  if (input.min !== undefined) out.minAmount = paiseOrNull(input.min);
  if (input.max !== undefined) out.maxAmount = paiseOrNull(input.max);
  if (input.maxBonusAmount !== undefined) out.maxBonus = paiseOrNull(input.maxBonusAmount);
  if (input.limit !== undefined) out.perUserLimit = input.limit;
  if (input.wagering !== undefined) out.wageringMultiple = input.wagering;
  if (input.startDate !== undefined) out.startsAt = dateOrNull(input.startDate, 'start');
  if (input.endDate !== undefined) out.endsAt = dateOrNull(input.endDate, 'end');
  if (input.validityDays !== undefined) out.validityDays = validityOrNull(input.validityDays);
  if (input.active !== undefined) out.active = input.active;
  if (input.sort !== undefined) out.sort = input.sort;

  const min = out.minAmount !== undefined ? out.minAmount : (current?.minAmount ?? null);
  const max = out.maxAmount !== undefined ? out.maxAmount : (current?.maxAmount ?? null);
  if (min !== null && max !== null && min > max) throw badRequest(BONUS_MESSAGES.rangeInvalid);
  const from = out.startsAt !== undefined ? out.startsAt : (current?.startsAt ?? null);
  const to = out.endsAt !== undefined ? out.endsAt : (current?.endsAt ?? null);
  if (from && to && to <= from) throw badRequest(BONUS_MESSAGES.windowInvalid);
  return out;
}

export async function createBonusOffer(
  ctx: AppContext,
  caller: UserRow,
  input: BonusOfferInput,
  meta: { site: SiteContext | null; ip: string | null },
): Promise<BonusOffer> {
  const { whiteLabelId: named, transactionCode, ...rest } = input;
  const fields = fieldsOf(rest);
  const whiteLabelId = whiteLabelFor(caller, named, meta.site);
  await verifyTransactionCode(ctx, caller, transactionCode);
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await whiteLabelExists(tx, whiteLabelId))) throw badRequest(BONUS_MESSAGES.whiteLabelMissing);
    const row = await insertOffer(tx, {
      ...fields,
      title: fields.title!,
      percentBps: fields.percentBps!,
      whiteLabelId,
      createdBy: caller.id,
      createdAt: at,
      updatedAt: at,
    });
    await insertAuditRow(tx, {
      actorId: caller.id,
      action: 'bonus_offer.create',
      targetType: 'bonus_offer',
      targetId: row.id,
      after: offerToWire(row),
      ip: meta.ip,
      createdAt: at,
    });
    return offerToWire(row);
  });
}

export async function updateBonusOffer(
  ctx: AppContext,
  caller: UserRow,
  input: BonusOfferUpdate,
  meta: { ip: string | null },
): Promise<BonusOffer> {
  const { bonusId, transactionCode, ...rest } = input;
  if (!isId(bonusId)) throw notFound(BONUS_MESSAGES.offerNotFound);
  const at = ctx.clock.now();
  const first = await findOffer(ctx.db, bonusId);
  if (!first) throw notFound(BONUS_MESSAGES.offerNotFound);
  if (caller.role !== 'administrator' && first.whiteLabelId !== caller.whiteLabelId) throw forbidden(BONUS_MESSAGES.notYourSite);
  await verifyTransactionCode(ctx, caller, transactionCode);
  return ctx.db.transaction(async (tx) => {
    const current = (await findOffer(tx, bonusId))!;
    const row = await updateOffer(tx, bonusId, { ...fieldsOf(rest, current), updatedAt: at });
    await insertAuditRow(tx, {
      actorId: caller.id,
      action: 'bonus_offer.update',
      targetType: 'bonus_offer',
      targetId: row.id,
      before: offerToWire(current),
      after: offerToWire(row),
      ip: meta.ip,
      createdAt: at,
    });
    return offerToWire(row);
  });
}
