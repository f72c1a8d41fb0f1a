import type { Score } from '@backlay/contract';
import type { FeedScore } from '../feed/feed-source.js';

/**
 * The score message (docs/product.md §3 "Score message: eventId, iframeUrl, score") from a
 * feed's score: the feed's fields as they are, its scoreboard page or null (never a made-up
 * address), and `score`, the sides' lines in one: each side's name, score and detail, empty
 * parts left out, sides joined by " · " ("IND 145/3 (18.2 ov) · AUS Yet to bat").
 */
export function scoreMessage(feed: FeedScore): Score {
  const score = feed.teams.map((t) => [t.name, t.score, t.detail].filter((part) => part !== '').join(' ')).join(' · ');
  return { ...feed, iframeUrl: feed.iframeUrl ?? null, score };
}
