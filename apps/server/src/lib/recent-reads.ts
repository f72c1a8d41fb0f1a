/**
 * Reads remembered for a moment, by key, for a caller that checks them again where it matters:
 * bet placement remembers sessions (auth/session-state.ts) and markets (betting/
 * placement.service.ts), because under load each would otherwise be one more round trip on
 * every bet's path, and the placement batch checks both again inside its transaction. Nothing
 * else may read through this: a remembered read is, by design, possibly out of date.
 */
export class RecentReads<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, nowMs: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (nowMs - entry.at < this.ttlMs && nowMs >= entry.at) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, nowMs: number): void {
    // A burst of new keys fills the map; dropping everything is cheaper than an LRU, and the
    // next caller of each simply reads again.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, at: nowMs });
  }
}
