import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { domains, eventFrames, events, users, whiteLabels } from '../../db/schema/index.js';

/** The SQL of event frames and stream hosts (docs/decisions/live-tv-and-score-frames.md). */

export type FrameRow = typeof eventFrames.$inferSelect;
export type FrameEvent = Pick<typeof events.$inferSelect, 'id' | 'name' | 'status' | 'eventTypeId' | 'score'>;
export interface HostList {
  id: string;
  name: string;
  streamHosts: string[];
}

const FRAMES_LOCK = 'backlay:event_frames';

/**
 * Frame writes of one event run one at a time (what each brand saw before and sees after is
 * worked out from rows nobody else is changing), beside writes of other events. Advisory locks,
 * not a lock on the event's row: the feed writes that row with every score.
 */
export async function lockEventFrames(tx: DbOrTx, eventId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${FRAMES_LOCK}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${FRAMES_LOCK}:${eventId}`}))`);
}

/** A change of stream hosts waits for every frame write, and they for it. */
export async function lockAllEventFrames(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${FRAMES_LOCK}))`);
}

const frameEventColumns = { id: events.id, name: events.name, status: events.status, eventTypeId: events.eventTypeId, score: events.score };

export async function findFrameEvent(db: DbOrTx, eventId: string): Promise<FrameEvent | null> {
  const rows = await db.select(frameEventColumns).from(events).where(eq(events.id, eventId)).limit(1);
  return rows[0] ?? null;
}

export async function findFrameEvents(db: DbOrTx, eventIds: readonly string[]): Promise<FrameEvent[]> {
  if (eventIds.length === 0) return [];
  return db
    .select(frameEventColumns)
    .from(events)
    .where(inArray(events.id, [...eventIds]));
}

/** Every row of an event, the administrator's first, with the brand's name and who changed it. */
export async function framesOfEventForStaff(
  db: DbOrTx,
  eventId: string,
): Promise<(FrameRow & { whiteLabelName: string | null; updatedByName: string | null })[]> {
  const rows = await db
    .select({ frame: eventFrames, whiteLabelName: whiteLabels.name, updatedByName: users.userName })
    .from(eventFrames)
    .leftJoin(whiteLabels, eq(whiteLabels.id, eventFrames.whiteLabelId))
    .leftJoin(users, eq(users.id, eventFrames.updatedBy))
    .where(eq(eventFrames.eventId, eventId))
    .orderBy(sql`${eventFrames.whiteLabelId} is not null`, asc(whiteLabels.name));
  return rows.map((r) => ({ ...r.frame, whiteLabelName: r.whiteLabelName, updatedByName: r.updatedByName }));
}

export async function framesOfEvent(db: DbOrTx, eventId: string): Promise<FrameRow[]> {
  return db.select().from(eventFrames).where(eq(eventFrames.eventId, eventId));
}

/** The rows a brand's players see on these events: the administrator's and the brand's own. */
export async function framesForBrand(db: DbOrTx, eventIds: readonly string[], whiteLabelId: string | null): Promise<FrameRow[]> {
  if (eventIds.length === 0) return [];
  const ofBrand =
    whiteLabelId === null
      ? isNull(eventFrames.whiteLabelId)
      : or(isNull(eventFrames.whiteLabelId), eq(eventFrames.whiteLabelId, whiteLabelId));
  return db
    .select()
    .from(eventFrames)
    .where(and(inArray(eventFrames.eventId, [...eventIds]), ofBrand));
}

/** Every row a brand's players may see, on any event: the administrator's and the brand's own. */
export async function allFramesForBrand(db: DbOrTx, whiteLabelId: string): Promise<FrameRow[]> {
  return db
    .select()
    .from(eventFrames)
    .where(or(isNull(eventFrames.whiteLabelId), eq(eventFrames.whiteLabelId, whiteLabelId)));
}

export async function insertFrameRow(
  tx: DbOrTx,
  row: Pick<FrameRow, 'eventId' | 'whiteLabelId' | 'liveTvUrl' | 'scoreFrameUrl' | 'updatedBy' | 'updatedAt'>,
): Promise<void> {
  await tx.insert(eventFrames).values(row);
}

export async function updateFrameRow(
  tx: DbOrTx,
  id: string,
  patch: Pick<FrameRow, 'liveTvUrl' | 'scoreFrameUrl' | 'updatedBy' | 'updatedAt'>,
): Promise<void> {
  await tx.update(eventFrames).set(patch).where(eq(eventFrames.id, id));
}

export async function deleteFrameRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(eventFrames).where(eq(eventFrames.id, id));
}

const hostListColumns = { id: whiteLabels.id, name: whiteLabels.name, streamHosts: whiteLabels.streamHosts };

/** Stream hosts of every white label (null) or of one, by name. */
export async function hostLists(db: DbOrTx, whiteLabelId: string | null = null): Promise<HostList[]> {
  const q = db.select(hostListColumns).from(whiteLabels);
  return (whiteLabelId === null ? q : q.where(eq(whiteLabels.id, whiteLabelId))).orderBy(asc(whiteLabels.name), asc(whiteLabels.id));
}

export async function lockHostList(tx: DbOrTx, whiteLabelId: string): Promise<HostList | null> {
  const rows = await tx.select(hostListColumns).from(whiteLabels).where(eq(whiteLabels.id, whiteLabelId)).for('update');
  return rows[0] ?? null;
}

export async function setHostList(tx: DbOrTx, whiteLabelId: string, streamHosts: string[]): Promise<void> {
  await tx.update(whiteLabels).set({ streamHosts }).where(eq(whiteLabels.id, whiteLabelId));
}

/** Host names our sites are served on (their domains and desktop hosts). */
export async function siteHostNames(db: DbOrTx): Promise<Set<string>> {
  const rows = await db.select({ host: domains.host, desktopHost: domains.desktopHost }).from(domains);
  return new Set(rows.flatMap((r) => (r.desktopHost ? [r.host, r.desktopHost] : [r.host])));
}
