import { asc, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { events } from '../../db/schema/index.js';

/** Open events are never this many at once; the cap keeps one ack bounded all the same. */
const OPEN_EVENTS_CAP = 2_000;

/** Events that are not closed, in start order: what `getAllEvent` answers. */
export async function listOpenEvents(db: DbOrTx) {
  return db
    .select({ id: events.id, eventTypeId: events.eventTypeId, status: events.status, openDate: events.openDate })
    .from(events)
    .where(ne(events.status, 'closed'))
    .orderBy(asc(events.openDate), asc(events.id))
    .limit(OPEN_EVENTS_CAP);
}
