import type { AppContext } from '../../lib/context.js';
import { rooms } from '../live/index.js';
import { scoreMessage } from '../sports/runtime/score-message.js';
import type { FrameEvent } from './event-frames.repository.js';
import { scoreWithFrame, type ShownFrames } from './shown-frames.js';

/** What one brand's players saw of an event before a change and see after it. */
export interface BrandChange {
  whiteLabelId: string;
  before: ShownFrames;
  after: ShownFrames;
}

/**
 * Tells each brand's signed-in players what changed for them, after the change committed:
 * LiveTvUpdated or DeleteLiveTvUpdate for the live TV, scoreUpdated (the score with its
 * `iframeUrl`) or scoreDeleted for the score frame. A brand that sees no difference hears
 * nothing; brands that see the same difference hear it in one message to their rooms. Through
 * `ctx.live`, so with several processes it goes through the Redis adapter to every one of them
 * (a staff change happens once, in the process that served it: live/cluster-publisher.ts).
 *
 * After scoreDeleted an event with a score from the feed gets it again without a frame: the
 * pages drop the score with the frame, and would otherwise wait for the next score to draw it.
 */
export function announceFrames(ctx: AppContext, event: FrameEvent, changes: readonly BrandChange[], at: Date): void {
  const live = new Map<string, string[]>();
  const score = new Map<string, string[]>();
  const add = (to: Map<string, string[]>, key: string, whiteLabelId: string) => {
    const list = to.get(key);
    if (list) list.push(whiteLabelId);
    else to.set(key, [whiteLabelId]);
  };
  for (const c of changes) {
    // JSON keys keep null (removed) apart from any address.
    if (c.after.liveTvUrl !== c.before.liveTvUrl) add(live, JSON.stringify(c.after.liveTvUrl), c.whiteLabelId);
    if (c.after.scoreFrameUrl !== c.before.scoreFrameUrl) add(score, JSON.stringify(c.after.scoreFrameUrl), c.whiteLabelId);
  }
  const eventId = event.id;
  for (const [key, brands] of live) {
    const url = JSON.parse(key) as string | null;
    const to = brands.map(rooms.whiteLabelPlayers);
    if (url === null) ctx.live.emit(to, 'DeleteLiveTvUpdate', { eventId });
    else ctx.live.emit(to, 'LiveTvUpdated', { eventId, url, available: true });
  }
  for (const [key, brands] of score) {
    const url = JSON.parse(key) as string | null;
    const to = brands.map(rooms.whiteLabelPlayers);
    if (url !== null) {
      ctx.live.emit(to, 'scoreUpdated', scoreWithFrame(event, url, at));
      continue;
    }
    ctx.live.emit(to, 'scoreDeleted', { eventId });
    if (event.score) ctx.live.emit(to, 'scoreUpdated', { ...scoreMessage(event.score), iframeUrl: null });
  }
}
