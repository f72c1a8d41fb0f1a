import { EVENT_FRAME_MESSAGES, eventFrameMessage, type EventFrames, type SetEventFramesBody } from '@backlay/contract';
import { frameHostOf } from '@backlay/domain';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import {
  deleteFrameRow,
  findFrameEvent,
  framesOfEvent,
  framesOfEventForStaff,
  hostLists,
  insertFrameRow,
  lockEventFrames,
  updateFrameRow,
  type FrameRow,
} from './event-frames.repository.js';
import { announceFrames, type BrandChange } from './frames-live.js';
import { feedScoreFrame, framesShownTo } from './shown-frames.js';

/**
 * The staff side of event frames (contract event-frames.ts; docs/decisions/
 * live-tv-and-score-frames.md): reading an event's rows and setting, changing or removing the
 * two addresses of one row, audited, with each brand's players told what changed for them.
 */

export interface FramesCall {
  caller: UserRow;
  ip: string | null;
}

/** The white label whose rows and hosts a whiteLabel account manages: its own. */
function ownWhiteLabel(caller: UserRow): string {
  if (!caller.whiteLabelId) throw forbidden(EVENT_FRAME_MESSAGES.notYourWhiteLabel);
  return caller.whiteLabelId;
}

export async function getEventFramesForStaff(ctx: AppContext, caller: UserRow, eventId: string): Promise<EventFrames> {
  const event = await findFrameEvent(ctx.db, eventId);
  if (!event) throw notFound(EVENT_FRAME_MESSAGES.eventNotFound);
  const own = caller.role === 'administrator' ? null : ownWhiteLabel(caller);
  const [rows, lists] = await Promise.all([
    framesOfEventForStaff(ctx.db, eventId),
    own === null ? hostLists(ctx.db) : hostLists(ctx.db, own),
  ]);
  return {
    eventId: event.id,
    eventName: event.name,
    isClosed: event.status === 'closed',
    rows: rows
      .filter((r) => own === null || r.whiteLabelId === null || r.whiteLabelId === own)
      .map((r) => ({
        whiteLabelId: r.whiteLabelId,
        whiteLabelName: r.whiteLabelName,
        liveTvUrl: r.liveTvUrl,
        scoreFrameUrl: r.scoreFrameUrl,
        updatedAt: r.updatedAt.toISOString(),
        updatedBy: r.updatedByName,
      })),
    whiteLabels: lists.map((l) => ({ _id: l.id, name: l.name, streamHosts: l.streamHosts })),
  };
}

/** An address as sent: absent leaves it, empty or null removes it, anything else must be a frame address. */
function frameUrlOf(input: string | null | undefined): string | null | undefined {
  if (input === undefined) return undefined;
  if (input === null || input === '') return null;
  if (frameHostOf(input) === null) throw badRequest(EVENT_FRAME_MESSAGES.urlInvalid);
  return input;
}

/** The row a call writes: the administrator's own (null) or a brand's; a whiteLabel's is always its own. */
function targetOf(caller: UserRow, ofWhiteLabel: string | null | undefined): string | null {
  if (caller.role === 'administrator') return ofWhiteLabel ?? null;
  const own = ownWhiteLabel(caller);
  if (ofWhiteLabel !== undefined && ofWhiteLabel !== own) throw forbidden(EVENT_FRAME_MESSAGES.notYourWhiteLabel);
  return own;
}

const addressesOf = (row: FrameRow | undefined) => ({ liveTvUrl: row?.liveTvUrl ?? null, scoreFrameUrl: row?.scoreFrameUrl ?? null });

export async function setEventFrames(ctx: AppContext, call: FramesCall, body: SetEventFramesBody): Promise<EventFrames> {
  const liveTvUrl = frameUrlOf(body.liveTvUrl);
  const scoreFrameUrl = frameUrlOf(body.scoreFrameUrl);
  if (liveTvUrl === undefined && scoreFrameUrl === undefined) throw badRequest(EVENT_FRAME_MESSAGES.nothingToChange);
  const target = targetOf(call.caller, body.ofWhiteLabel);
  const at = ctx.clock.now();

  const done = await ctx.db.transaction(async (tx) => {
    await lockEventFrames(tx, body.eventId);
    const event = await findFrameEvent(tx, body.eventId);
    if (!event) throw notFound(EVENT_FRAME_MESSAGES.eventNotFound);
    if (event.status === 'closed' && (liveTvUrl || scoreFrameUrl)) throw conflict(EVENT_FRAME_MESSAGES.eventClosed);
    const brands = await hostLists(tx);
    const brand = target === null ? null : brands.find((b) => b.id === target);
    if (brand === undefined) throw notFound(EVENT_FRAME_MESSAGES.whiteLabelNotFound);
    // A white label frames only what its own pages allow; the administrator may set any https
    // address, which shows where a brand lists its host.
    if (call.caller.role !== 'administrator' && brand) {
      for (const url of [liveTvUrl, scoreFrameUrl]) {
        const host = url ? frameHostOf(url) : null;
        if (host !== null && !brand.streamHosts.includes(host)) throw badRequest(eventFrameMessage.hostNotListed(host));
      }
    }
    const rowsBefore = await framesOfEvent(tx, event.id);
    const current = rowsBefore.find((r) => r.whiteLabelId === target);
    const before = addressesOf(current);
    const after = {
      liveTvUrl: liveTvUrl === undefined ? before.liveTvUrl : liveTvUrl,
      scoreFrameUrl: scoreFrameUrl === undefined ? before.scoreFrameUrl : scoreFrameUrl,
    };
    if (after.liveTvUrl === before.liveTvUrl && after.scoreFrameUrl === before.scoreFrameUrl) return null;

    if (after.liveTvUrl === null && after.scoreFrameUrl === null) await deleteFrameRow(tx, current!.id);
    else if (current) await updateFrameRow(tx, current.id, { ...after, updatedBy: call.caller.id, updatedAt: at });
    else await insertFrameRow(tx, { eventId: event.id, whiteLabelId: target, ...after, updatedBy: call.caller.id, updatedAt: at });
    await insertAuditRow(tx, {
      actorId: call.caller.id,
      action: 'market.eventFrames',
      targetType: 'event',
      targetId: event.id,
      before: { whiteLabelId: target, ...before },
      after: { whiteLabelId: target, ...after },
      ip: call.ip,
      createdAt: at,
    });

    const rowsAfter = await framesOfEvent(tx, event.id);
    // The administrator's row reaches every brand without a row of its own that says otherwise.
    const feedFrame = feedScoreFrame(event);
    const changes: BrandChange[] = (brand ? [brand] : brands).map((b) => ({
      whiteLabelId: b.id,
      before: framesShownTo(rowsBefore, b, feedFrame),
      after: framesShownTo(rowsAfter, b, feedFrame),
    }));
    return { event, changes };
  });

  if (done) announceFrames(ctx, done.event, done.changes, at);
  return getEventFramesForStaff(ctx, call.caller, body.eventId);
}
