import type { DbOrTx } from '../../db/client.js';
import { SITE_CACHE_TTL_MS } from '../tenancy/index.js';
import { activeProviderLaunchUrls } from './catalogue.repository.js';

/**
 * The origin a provider's game page is framed from, or null when its launch URL is relative
 * (our own studio: the player's own host, which the policy's 'self' already names). Only http
 * and https pages can be framed; anything else is left out, so it is refused.
 */
export function frameOriginOf(launchUrl: string): string | null {
  if (launchUrl.startsWith('/') && !launchUrl.startsWith('//')) return null;
  try {
    const url = new URL(launchUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origins of the enabled providers' game pages: what the player site's game screen may frame
 * (its Content-Security-Policy's frame-src, docs/architecture.md §9). Every page load of the
 * site asks, so the list is cached for as long as the site cache keeps a site: a provider
 * switched on or off counts on the next load here (`invalidate()`), within that time elsewhere.
 */
export class ProviderFrameOrigins {
  private origins: readonly string[] | null = null;
  private loadedAt = 0;
  private loading: Promise<void> | null = null;
  /** Bumped by invalidate(): a load that began before a switch does not store what it read. */
  private generation = 0;

  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => number = Date.now,
  ) {}

  /** Sorted, without repeats. */
  async current(): Promise<readonly string[]> {
    if (this.origins && this.now() - this.loadedAt <= SITE_CACHE_TTL_MS) return this.origins;
    if (!this.loading) {
      const generation = this.generation;
      const loading = activeProviderLaunchUrls(this.db)
        .then((urls) => {
          if (generation !== this.generation) return;
          const origins = new Set(urls.map(frameOriginOf).filter((o): o is string => o !== null));
          this.origins = Object.freeze([...origins].sort());
          this.loadedAt = this.now();
        })
        .finally(() => {
          if (this.loading === loading) this.loading = null;
        });
      this.loading = loading;
    }
    await this.loading;
    return this.origins ?? this.current();
  }

  invalidate(): void {
    this.generation += 1;
    this.origins = null;
    this.loading = null;
  }
}
