import type { Db } from '../../db/client.js';
import type { SiteContext } from '../../lib/context.js';
import { loadAllSites, loadAppConfig, type AppConfigRow } from './site.repository.js';

/**
 * Sites and the platform switches are read on every request, so they are cached in memory
 * for a short time. Writers call `invalidate()`; other processes see a change within TTL_MS.
 */
const TTL_MS = 2_000;

export class SiteCache {
  private sites: Map<string, SiteContext> | null = null;
  private sitesAt = 0;
  private config: AppConfigRow | null = null;
  private configAt = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async byHost(host: string): Promise<SiteContext | null> {
    if (!this.sites || this.now() - this.sitesAt > TTL_MS) {
      const all = await loadAllSites(this.db);
      this.sites = new Map(all.map((s) => [s.domain.host, s]));
      this.sitesAt = this.now();
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
      this.config = await loadAppConfig(this.db);
      this.configAt = this.now();
    }
    return this.config;
  }

  invalidate(): void {
    this.sites = null;
    this.config = null;
  }
}

/** Host name without port, lower-case. */
export function normaliseHost(raw: string | undefined): string {
  if (!raw) return '';
  const first = raw.split(',')[0]!.trim().toLowerCase();
  if (first.startsWith('[')) return first.slice(0, first.indexOf(']') + 1);
  return first.replace(/:\d+$/, '');
}
