import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/context.js';
import type { WalletClient } from './wallet-client.js';
import { refundBet } from './refund-bet.js';
import { payBet } from './pay-bet.js';
import { crashPointOfSeeds } from './crash-round.js';
import { allOpenRounds, endRound, unsettledBets, type UnsettledBet } from './originals.repository.js';

/**
 * The studio's recovery pass: what a game server does so that no bet ends without
 * its wallet round closing, whatever died on the way (the process, the wallet, the database).
 * It runs at start-up (before the crash loop) and then every few seconds while the app runs
 * (index.ts), and only from the table, so it works the same after a restart as after a wallet
 * failure. Its rules, for every bet whose end the wallet has not confirmed (`settled_at` empty):
 *
 * - decided (won or lost, the result written before any credit): the credit is sent again,
 *   `${betId}:win` for the payout written (0 for a loss, which only closes the wallet round).
 *   The wallet answers a repeat with its first answer, so a credit that did land is paid once.
 *   Then the bet is marked paid. In ANY round, even the live crash round or while the crash
 *   loop retries the same credit: both send the same transaction, the wallet pays it once.
 * - undecided (still open), unless this process still works on it (`isHeld`: its debit is on
 *   its way, it has a decision in memory not written yet, its round is the live crash round or
 *   an instant play under way) or another process may (an instant play younger than
 *   INSTANT_PLAY_GRACE_MS): the bet never got a result written, so its debit is rolled back
 *   (`${betId}:refund`; a rollback that arrives before its debit is remembered by the wallet,
 *   which then refuses the late debit) and the bet is marked refunded. This includes a
 *   cash-out the player was shown but the process died before writing: the stake comes back.
 *
 * Then rounds still open that no one runs any more (a crash round or an instant play the
 * process died in) are ended as void: outcome `{ isVoid: true }` (a crash round keeps its crash
 * point, computed from its seed) and the server seed revealed, as for any ended round.
 *
 * A call that fails is logged and tried again at the next pass; one failing bet does not stop
 * the others. Passes never overlap (a second call waits for the one under way). A call the
 * wallet refuses for good (a 4xx, which our own flows never cause) is retried and logged at
 * every pass: the pass never guesses a result, that is left to staff reading the log.
 */

/**
 * Longer than any instant play takes, wallet calls and their timeouts included (wallet-client.ts):
 * an undecided play older than this was abandoned by the process that ran it.
 */
export const INSTANT_PLAY_GRACE_MS = 60_000;

export interface RecoveryDeps {
  db: Db;
  clock: Clock;
  wallet: () => Promise<WalletClient>;
  log: { error(obj: object, msg: string): void };
  /** Whether this process is still working on an undecided bet: the pass does not refund it. */
  isHeld(bet: { id: string; roundId: string }): boolean;
  /** Whether this process is still running the round (the live crash round, an instant play). */
  isRoundHeld(roundId: string): boolean;
}

export interface RecoverySummary {
  paid: number;
  refunded: number;
  voided: number;
  failed: number;
}

export class Recovery {
  private running: Promise<RecoverySummary> | null = null;

  constructor(private readonly deps: RecoveryDeps) {}

  /** One pass (or the one already under way). */
  run(): Promise<RecoverySummary> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Waits for a pass under way (the app closing must not pull the database from under it). */
  async idle(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  private async pass(): Promise<RecoverySummary> {
    const summary: RecoverySummary = { paid: 0, refunded: 0, voided: 0, failed: 0 };
    for (const bet of await unsettledBets(this.deps.db)) {
      try {
        if (bet.status !== 'won' && bet.status !== 'lost') {
          // Undecided, unless someone may still be working on it; or refunded with its rollback
          // not confirmed, which is sent again.
          const isUndecided = bet.status !== 'refunded';
          if (isUndecided && (this.deps.isHeld(bet) || this.deps.isRoundHeld(bet.roundId) || this.mayBePlayingElsewhere(bet))) continue;
          // Null: a result was written first (a cash-out on another process); the next pass pays it.
          if (await refundBet(this.deps, await this.deps.wallet(), bet)) summary.refunded++;
        } else {
          await this.pay(bet);
          summary.paid++;
        }
      } catch (err) {
        summary.failed++;
        this.deps.log.error({ err, betId: bet.id }, 'originals: recovery of a bet failed, will retry');
      }
    }
    for (const round of await allOpenRounds(this.deps.db)) {
      if (this.deps.isRoundHeld(round.id) || (round.game !== 'crash' && this.isYoung(round.createdAt))) continue;
      const outcome =
        round.game === 'crash'
          ? {
              crashPoint: crashPointOfSeeds(round),
              isVoid: true,
            }
          : { isVoid: true };
      try {
        await endRound(this.deps.db, round.id, { outcome, serverSeed: round.secretSeed, at: this.deps.clock.now() });
        summary.voided++;
      } catch (err) {
        summary.failed++;
        this.deps.log.error({ err, roundId: round.id }, 'originals: voiding an unfinished round failed, will retry');
      }
    }
    return summary;
  }

  /**
   * Instant plays and crash bets are taken by whichever process got the call, and this pass
   * (the leader's) cannot see another process's work under way: an instant play, or a crash
   * bet whose debit may still travel (`pending`), younger than INSTANT_PLAY_GRACE_MS is left
   * alone. A crash round is the leader's own (`isRoundHeld`): one it does not run is voided.
   */
  private mayBePlayingElsewhere(bet: UnsettledBet): boolean {
    return (bet.game !== 'crash' || bet.status === 'pending') && this.isYoung(bet.createdAt);
  }

  private isYoung(createdAt: Date): boolean {
    return this.deps.clock.now().getTime() - createdAt.getTime() < INSTANT_PLAY_GRACE_MS;
  }

  private async pay(bet: UnsettledBet): Promise<void> {
    await payBet(this.deps, await this.deps.wallet(), bet);
  }
}
