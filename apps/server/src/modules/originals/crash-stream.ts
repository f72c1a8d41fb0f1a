import { CRASH_STREAM_TICK_MS, type CrashState } from '@backlay/contract';

type Listener = (state: CrashState) => void;

/**
 * The crash streams of one process (the SSE route in originals.routes.ts). Every process reads
 * the round from the table, whichever process runs it, so every player sees the same round:
 * while a stream is open it reads the state every CRASH_STREAM_TICK_MS and sends it when it
 * changed (a bet, a result, the phase, a new round) and at every tick in flight. A change
 * written by this process (`changed`) is sent at once; one written elsewhere within a tick.
 */
export class CrashStreams {
  private readonly listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | null = null;
  private reading: Promise<void> | null = null;
  private isAgain = false;
  private lastSent = '';

  constructor(
    private readonly read: () => Promise<CrashState | null>,
    private readonly log: { error(obj: object, msg: string): void },
  ) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (!this.timer) {
      this.timer = setInterval(() => this.refresh(), CRASH_STREAM_TICK_MS);
      this.timer.unref();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  /** Something changed in this process: read and send now (a read under way is followed by one more). */
  changed(): void {
    if (this.listeners.size === 0) return;
    this.lastSent = '';
    this.refresh();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private refresh(): void {
    if (this.reading) {
      this.isAgain = true;
      return;
    }
    this.reading = this.send()
      .catch((err: unknown) => this.log.error({ err }, 'originals: crash stream read failed'))
      .finally(() => {
        this.reading = null;
        if (this.isAgain) {
          this.isAgain = false;
          this.refresh();
        }
      });
  }

  private async send(): Promise<void> {
    const state = await this.read();
    if (!state) return;
    // What a screen shows besides the climbing multiplier.
    const seen = JSON.stringify([state.roundId, state.phase, state.bets]);
    if (seen === this.lastSent && state.phase !== 'flying') return;
    this.lastSent = seen;
    for (const listener of this.listeners) listener(state);
  }
}
