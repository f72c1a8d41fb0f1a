import { EVENT_FRAME_MESSAGES, STREAM_HOSTS_MAX, eventFrameMessage, type SetStreamHostsBody, type StreamHosts } from '@backlay/contract';
import { streamHostOf } from '@backlay/domain';
import { badRequest, forbidden, notFound } from '../../lib/app-error.js';
import type { AppContext, UserRow } from '../../lib/context.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { verifyTransactionCode } from '../auth/index.js';
import type { SiteCache } from '../tenancy/index.js';
import {
  allFramesForBrand,
  findFrameEvents,
  hostLists,
  lockAllEventFrames,
  lockHostList,
  setHostList,
  siteHostNames,
  type HostList,
} from './event-frames.repository.js';
import { announceFrames, type BrandChange } from './frames-live.js';
import type { FramesCall } from './event-frames.service.js';
import { feedScoreFrame, framesShownTo } from './shown-frames.js';

/**
 * Stream hosts: the hosts a white label's pages may frame (docs/decisions/
 * live-tv-and-score-frames.md). The administrator manages every label's list, a whiteLabel its
 * own. A change is audited, reaches the label's pages' frame-src with the site cache, and tells
 * the label's players about every frame it shows or hides.
 */

const wire = (l: HostList): StreamHosts => ({ _id: l.id, name: l.name, streamHosts: l.streamHosts });

export async function listStreamHosts(ctx: AppContext, caller: UserRow): Promise<StreamHosts[]> {
  if (caller.role === 'administrator') return (await hostLists(ctx.db)).map(wire);
  if (!caller.whiteLabelId) throw forbidden(EVENT_FRAME_MESSAGES.notYourWhiteLabel);
  return (await hostLists(ctx.db, caller.whiteLabelId)).map(wire);
}

/**
 * The list as typed, normalised: blank entries dropped, repeats kept once in their first place.
 * A host our own sites are served on, on https's own port as they are in production, is refused:
 * its frame would be same-origin with our page, and a same-origin frame allowed scripts can lift
 * its own sandbox and read the player's session. The same name on another port is another
 * origin (with its own storage), so it may stream.
 */
function hostsOf(input: readonly string[], ownHosts: ReadonlySet<string>): string[] {
  const hosts: string[] = [];
  for (const text of input) {
    if (text.trim() === '') continue;
    const host = streamHostOf(text);
    if (host === null) throw badRequest(eventFrameMessage.hostInvalid(text.trim().slice(0, 100)));
    if (ownHosts.has(host)) throw badRequest(eventFrameMessage.ownSiteHost(host));
    if (!hosts.includes(host)) hosts.push(host);
  }
  if (hosts.length > STREAM_HOSTS_MAX) throw badRequest(EVENT_FRAME_MESSAGES.tooManyHosts);
  return hosts;
}

export async function setStreamHosts(
  ctx: AppContext,
  sites: SiteCache,
  call: FramesCall,
  whiteLabelId: string,
  body: SetStreamHostsBody,
): Promise<StreamHosts> {
  if (call.caller.role !== 'administrator' && call.caller.whiteLabelId !== whiteLabelId) {
    throw forbidden(EVENT_FRAME_MESSAGES.notYourWhiteLabel);
  }
  const ownHosts = await siteHostNames(ctx.db);
  for (const host of ctx.config.ADMIN_HOSTS) ownHosts.add(host);
  const hosts = hostsOf(body.streamHosts, ownHosts);
  await verifyTransactionCode(ctx, call.caller, body.transactionCode);
  const at = ctx.clock.now();

  const done = await ctx.db.transaction(async (tx) => {
    await lockAllEventFrames(tx);
    const current = await lockHostList(tx, whiteLabelId);
    if (!current) throw notFound(EVENT_FRAME_MESSAGES.whiteLabelNotFound);
    const updated = { ...current, streamHosts: hosts };
    if (hosts.join(' ') === current.streamHosts.join(' ')) return { list: updated, announcements: [] };
    await setHostList(tx, whiteLabelId, hosts);
    await insertAuditRow(tx, {
      actorId: call.caller.id,
      action: 'whiteLabel.streamHosts',
      targetType: 'white_label',
      targetId: whiteLabelId,
      before: { streamHosts: current.streamHosts },
      after: { streamHosts: hosts },
      ip: call.ip,
      createdAt: at,
    });
    // Every event whose frames this brand may see: what its players see of each, before and after.
    const rows = await allFramesForBrand(tx, whiteLabelId);
    const events = await findFrameEvents(tx, [...new Set(rows.map((r) => r.eventId))]);
    const announcements = events
      .filter((e) => e.status !== 'closed')
      .map((event) => {
        const ofEvent = rows.filter((r) => r.eventId === event.id);
        const change: BrandChange = {
          whiteLabelId,
          before: framesShownTo(ofEvent, current, feedScoreFrame(event)),
          after: framesShownTo(ofEvent, updated, feedScoreFrame(event)),
        };
        return { event, changes: [change] };
      });
    return { list: updated, announcements };
  });

  // The brand's pages frame-src follows at their next load (at once here, within the site
  // cache's time in other processes).
  sites.invalidate();
  for (const a of done.announcements) announceFrames(ctx, a.event, a.changes, at);
  return wire(done.list);
}
