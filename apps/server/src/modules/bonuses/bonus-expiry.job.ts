import type { AppContext } from '../../lib/context.js';
import { rooms } from '../live/index.js';
import { ptsOf } from '../profile/index.js';
import { dueBonuses, type DueBonus } from './bonuses.repository.js';
import { expireBonus } from './bonus-expiry.service.js';

/** How often the job looks for bonuses past their expiry: a bonus runs out within a minute. */
export const BONUS_EXPIRY_POLL_MS = 60_000;
/** Bonuses read per look-up; a run pages on until none is left due. */
const BONUSES_PER_BATCH = 100;

export interface BonusExpiryJobLog {
  error(obj: object, msg: string): void;
}

export interface BonusExpiryRun {
  expired: number;
  completed: number;
}

/**
 * Expires the bonuses whose validity ran out (bonus-expiry.service.ts), one transaction per
 * bonus, then tells each player its new points. The work is found in the database each time,
 * so a restart loses nothing; two processes at once serialise on the bonus row and the second
 * finds it settled. A bonus that fails is logged and left for the next run.
 */
export class BonusExpiryJob {
  private running: Promise<BonusExpiryRun> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: BonusExpiryJobLog,
  ) {}

  /** Starts polling; after stop() it starts again. */
  start(pollMs = BONUS_EXPIRY_POLL_MS): void {
    this.stopped = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = setInterval(() => void this.runOnce(), pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Settles every bonus due now and answers what it did (tests call it after moving the clock). */
  async runOnce(): Promise<BonusExpiryRun> {
    while (this.running) await this.running;
    if (this.stopped) return { expired: 0, completed: 0 };
    this.running = this.work().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async work(): Promise<BonusExpiryRun> {
    const run: BonusExpiryRun = { expired: 0, completed: 0 };
    const players = new Set<string>();
    const at = this.ctx.clock.now();
    let after: DueBonus | null = null;
    try {
      while (!this.stopped) {
        const due = await dueBonuses(this.ctx.db, at, BONUSES_PER_BATCH, after);
        if (due.length === 0) break;
        after = due[due.length - 1]!;
        for (const { id } of due) {
          try {
            const outcome = await expireBonus(this.ctx, id);
            if (outcome.kind === 'skipped') continue;
            run[outcome.kind] += 1;
            if (outcome.kind === 'expired' && outcome.forfeited > 0n) players.add(outcome.userId);
          } catch (err) {
            this.log.error({ err, userBonusId: id }, 'bonus expiry failed');
          }
        }
      }
    } catch (err) {
      this.log.error({ err }, 'bonus expiry: looking for work failed');
    }
    await this.sendPts(players);
    return run;
  }

  /** After the commits: the points as GET api/{role}/pts answers them; a failed read is only logged. */
  private async sendPts(userIds: Set<string>): Promise<void> {
    for (const userId of userIds) {
      try {
        this.ctx.live.emit(rooms.user(userId), 'getPtsUpdates', await ptsOf(this.ctx, userId));
      } catch (err) {
        this.log.error({ err, userId }, 'bonus expiry: points update failed');
      }
    }
  }
}
