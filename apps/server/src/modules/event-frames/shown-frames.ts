import type { Score } from '@backlay/contract';
import { shownFrame } from '@backlay/domain';
import { scoreMessage } from '../sports/runtime/score-message.js';
import type { FrameEvent, FrameRow, HostList } from './event-frames.repository.js';

/** What a brand's players see of one event (docs/decisions/live-tv-and-score-frames.md). */
export interface ShownFrames {
  liveTvUrl: string | null;
  scoreFrameUrl: string | null;
}

export const NO_FRAMES: ShownFrames = Object.freeze({ liveTvUrl: null, scoreFrameUrl: null });

/**
 * For each frame, the first address the brand shows of: its own row's, the administrator's,
 * and (score frame only) the scoreboard page the feed gives with its score. Without a brand
 * (the administrator's own session) nothing is shown: no brand, no stream hosts.
 */
export function framesShownTo(
  rows: readonly FrameRow[],
  brand: Pick<HostList, 'id' | 'streamHosts'> | null,
  feedScoreFrame: string | null,
): ShownFrames {
  if (!brand || brand.streamHosts.length === 0) return NO_FRAMES;
  const own = rows.find((r) => r.whiteLabelId === brand.id);
  const platform = rows.find((r) => r.whiteLabelId === null);
  return {
    liveTvUrl: shownFrame([own?.liveTvUrl, platform?.liveTvUrl], brand.streamHosts),
    scoreFrameUrl: shownFrame([own?.scoreFrameUrl, platform?.scoreFrameUrl, feedScoreFrame], brand.streamHosts),
  };
}

/** The scoreboard page the feed gave with the event's last score, if any. */
export function feedScoreFrame(event: Pick<FrameEvent, 'score'>): string | null {
  return event.score?.iframeUrl ?? null;
}

const SCORE_STATE = { upcoming: 'upcoming', inPlay: 'live', closed: 'finished' } as const;

/**
 * The score message that carries a score frame (docs/product.md §3 "Score message: eventId,
 * iframeUrl, score"): the event's last score from the feed with `iframeUrl` set to the frame;
 * an event the feed has no score for gets one with nothing drawn (no sides, no summary), so
 * pages show the frame alone.
 */
export function scoreWithFrame(event: FrameEvent, iframeUrl: string | null, at: Date): Score {
  if (event.score) return { ...scoreMessage(event.score), iframeUrl };
  return {
    eventId: event.id,
    eventTypeId: event.eventTypeId,
    state: SCORE_STATE[event.status],
    teams: [],
    summary: '',
    clock: '',
    recent: [],
    updatedAt: at.toISOString(),
    iframeUrl,
    score: '',
  };
}
