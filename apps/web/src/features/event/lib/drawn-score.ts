import type { Score } from '@backlay/contract';

/**
 * Whether a score has anything to draw. A score frame set on an event the feed has no score for
 * comes as a score with no sides and no summary (its iframeUrl is the point): the page shows
 * the frame, not an empty score card.
 */
export function hasDrawnScore(score: Score): boolean {
  return score.teams.length > 0 || score.summary !== '' || score.clock !== '' || score.recent.length > 0;
}
