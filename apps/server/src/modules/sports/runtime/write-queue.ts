import type { Db, Tx } from '../../../db/client.js';
import type { RuntimeLog } from './runtime-log.js';

export interface Write {
  /** Names the write in logs. */
  label: string;
  run(tx: Tx): Promise<void>;
  /** Runs after the write committed (live messages go out only after commit). */
  after?: () => void;
}

/** At most this many writes share one transaction. */
const BATCH_LIMIT = 500;

/**
 * The runtime's single serial writer. Writes run in the order they were queued, so the rows of
 * one event or market never see an older state after a newer one; writes queued while a batch
 * commits form the next batch, which is committed in one transaction (group commit). A failing
 * write is retried alone so it cannot take its batch-mates down, and is then logged and
 * dropped: nothing here ever rejects into the void.
 */
export class WriteQueue {
  private pending: Write[] = [];
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: RuntimeLog,
  ) {}

  push(write: Write): void {
    this.pending.push(write);
    // Defer the flush so a burst of messages (a whole catalogue) forms one batch.
    this.running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.drain());
  }

  /** Resolves once everything queued so far (and queued meanwhile) is written. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  get size(): number {
    return this.pending.length;
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, BATCH_LIMIT);
        await this.commit(batch);
      }
    } finally {
      this.running = null;
    }
  }

  private async commit(batch: Write[]): Promise<void> {
    try {
      await this.db.transaction(async (tx) => {
        for (const write of batch) await write.run(tx);
      });
      for (const write of batch) this.runAfter(write);
    } catch {
      for (const write of batch) {
        try {
          await this.db.transaction((tx) => write.run(tx));
          this.runAfter(write);
        } catch (err) {
          this.log.error({ err, write: write.label }, 'sports runtime: write failed');
        }
      }
    }
  }

  private runAfter(write: Write): void {
    try {
      write.after?.();
    } catch (err) {
      this.log.error({ err, write: write.label }, 'sports runtime: after-commit step failed');
    }
  }
}
