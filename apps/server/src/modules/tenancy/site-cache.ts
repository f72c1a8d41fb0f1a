import type { Db } from '../../db/client.js';
import type { SiteContext } from '../../lib/context.js';
import { loadAllSites, loadAppConfig, type AppConfigRow } from './site.repository.js';

/**
 * Sites and the platform switches are read on every request, so they are cached in memory
 * for a short time. Writers call `invalidate()`; other processes see a change within TTL_MS.
 */
export const TTL_MS = 2_000;

export class SiteCache {
  private sites: Map<string, SiteContext> | null = null;
  private sitesAt = 0;
  private config: AppConfigRow | null = null;
  private configAt = 0;
  // One load at a time: when the cache expires under load, the requests that find it stale
  // wait for the same read instead of each sending its own.
  private sitesLoading: Promise<void> | null = null;
  private configLoading: Promise<void> | null = null;
  /** Bumped by invalidate(): a load that began before a write does not store what it read. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async byHost(host: string): Promise<SiteContext | null> {
    if (!this.sites || this.now() - this.sitesAt > TTL_MS) {
      if (!this.sitesLoading) {
        const generation = this.generation;
        const loading = loadAllSites(this.db)
          .then((all) => {
            if (generation !== this.generation) return;
            this.sites = new Map(all.map((s) => [s.domain.host, s]));
            this.sitesAt = this.now();
          })
          .finally(() => {
            if (this.sitesLoading === loading) this.sitesLoading = null;
          });
        this.sitesLoading = loading;
      }
      await this.sitesLoading;
      if (!this.sites) return this.byHost(host);
    }
    return this.sites.get(host) ?? null;
  }

  /** First domain of a white label: the site of a call that names its whiteLabelId from an unknown host. */
  async byWhiteLabelId(whiteLabelId: string): Promise<SiteContext | null> {
    await this.byHost('');
    for (const s of this.sites!.values()) if (s.whiteLabel.id === whiteLabelId) return s;
    return null;
  }

  async appConfig(): Promise<AppConfigRow> {
    if (!this.config || this.now() - this.configAt > TTL_MS) {
      if (!this.configLoading) {
        const generation = this.generation;
        const loading = loadAppConfig(this.db)
          .then((config) => {
            if (generation !== this.generation) return;
            this.config = config;
            this.configAt = this.now();
          })
          .finally(() => {
            if (this.configLoading === loading) this.configLoading = null;
          });
        this.configLoading = loading;
      }
      await this.configLoading;
      if (!this.config) return this.appConfig();
    }
    return this.config;
  }

  invalidate(): void {
    this.generation += 1;
    this.sites = null;
    this.config = null;
    this.sitesLoading = null;
    this.configLoading = null;
  }
}

/** Host name without port, lower-case. */
export function normaliseHost(raw: string | undefined): string {
  if (!raw) return '';
  const first = raw.split(',')[0]!.trim().toLowerCase();
  if (first.startsWith('[')) return first.slice(0, first.indexOf(']') + 1);
  return first.replace(/:\d+$/, '');
}
