import type { AppContext } from '../../lib/context.js';
import { framesForBrand, hostLists, type FrameEvent } from './event-frames.repository.js';
import { NO_FRAMES, feedScoreFrame, framesShownTo, type ShownFrames } from './shown-frames.js';

/**
 * What a signed-in caller's brand shows of each event (GET api/protected/game/liveTv and
 * marketScoreList): two small reads, and none of the frames when the brand lists no stream host.
 */
export async function framesForPlayer(
  ctx: AppContext,
  events: readonly Pick<FrameEvent, 'id' | 'score'>[],
  whiteLabelId: string | null,
): Promise<Map<string, ShownFrames>> {
  const shown = new Map<string, ShownFrames>(events.map((e) => [e.id, NO_FRAMES]));
  if (whiteLabelId === null || events.length === 0) return shown;
  const [brand] = await hostLists(ctx.db, whiteLabelId);
  if (!brand || brand.streamHosts.length === 0) return shown;
  const rows = await framesForBrand(
    ctx.db,
    events.map((e) => e.id),
    whiteLabelId,
  );
  for (const e of events) {
    shown.set(
      e.id,
      framesShownTo(
        rows.filter((r) => r.eventId === e.id),
        brand,
        feedScoreFrame(e),
      ),
    );
  }
  return shown;
}
