import type { AppContext } from '../../../lib/context.js';
import { rooms, type LivePublisher } from '../../live/live-publisher.js';

/** Lists change at most this often on the clients' side: they refetch on each notice. */
export const CATALOGUE_NOTICE_MS = 5_000;

/**
 * Tells every client that the lists (home, highlights, tournaments) changed, so they refetch.
 * A burst of changes (a whole catalogue at start, several events going in play together) is
 * one notice now and at most one more at the end of the window: refetches by thousands of
 * clients are the expensive part, so they never come more than once every 5 s.
 */
export class CatalogueNotifier {
  private lastAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly ctx: AppContext,
    /** The runtime's way out for feed messages (the price stream with Redis). */
    private readonly live: LivePublisher,
  ) {}

  changed(): void {
    if (this.timer) return;
    const since = performance.now() - this.lastAt;
    if (since >= CATALOGUE_NOTICE_MS) return this.send();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.send();
    }, CATALOGUE_NOTICE_MS - since);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private send(): void {
    this.lastAt = performance.now();
    const at = this.ctx.clock.now().toISOString();
    const live = this.live;
    live.emit(rooms.all, 'getHomeCacheUpdates', { at });
    live.emit(rooms.all, 'highlightUpdated', { at });
    live.emit(rooms.all, 'tournamentUpdated', { at });
  }
}
