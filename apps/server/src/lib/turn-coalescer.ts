/**
 * Reads that many requests make at once, coalesced per turn of the event loop: the keys asked
 * for during one turn are read together in one query, sent after that turn (setImmediate).
 * Every caller asked before its query was sent, so each still reads the database as it stood
 * after its own call: nothing is cached. Coalescing is per database handle, so a transaction's
 * reads stay in that transaction. Under load this turns one query per request into one query
 * per turn (the session of every request, the market of every bet on a hot market, the points
 * pushed after each bet), which is what keeps the connection pool from becoming the queue.
 */
export class TurnCoalescer<H extends object, V> {
  private readonly pending = new Map<H, Map<string, { resolve(v: V | undefined): void; reject(err: unknown): void }[]>>();

  constructor(private readonly load: (handle: H, keys: string[]) => Promise<Map<string, V>>) {}

  get(handle: H, key: string): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      let waiting = this.pending.get(handle);
      if (!waiting) {
        waiting = new Map();
        this.pending.set(handle, waiting);
        setImmediate(() => void this.run(handle));
      }
      const forKey = waiting.get(key) ?? [];
      forKey.push({ resolve, reject });
      waiting.set(key, forKey);
    });
  }

  private async run(handle: H): Promise<void> {
    const waiting = this.pending.get(handle)!;
    this.pending.delete(handle);
    try {
      const found = await this.load(handle, [...waiting.keys()]);
      for (const [key, callers] of waiting) for (const c of callers) c.resolve(found.get(key));
    } catch (err) {
      for (const callers of waiting.values()) for (const c of callers) c.reject(err);
    }
  }
}
