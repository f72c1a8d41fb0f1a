import { generateServerSeed, hashServerSeed } from '@backlay/domain';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/context.js';
import { CRASH_CLIENT_SEED, crashRoundOf, decisionAt, multiplierAt, type CrashRound } from './crash-round.js';
import type { CrashTable } from './crash-table.js';
import { endRound, insertRound, lastNonce, openBetsOfRound, type OriginalsBetRow } from './originals.repository.js';

/**
 * The crash game's round loop, the leader's alone (docs/architecture.md §6,
 * docs/decisions/crash-across-processes.md). The players' calls are served by every process
 * from the table (crash-table.ts); the loop does what no call does:
 *
 * 1. opens a round: a fresh server seed, its SHA-256 published with the client seed and the
 *    nonce (the round number) before any bet, and the schedule (end of betting, flight speed)
 *    written in the same row. The crash point is fixed by the seeds from then on;
 * 2. in flight, writes the result of every bet whose automatic target the curve has passed
 *    (won at its target) and sends its credit;
 * 3. at the crash, writes the result of every bet still in (its target if the curve reached it,
 *    else lost: a credit of 0 closes its wallet round), then ends the round in the table (its
 *    seed revealed) and, after the pause, opens the next one.
 *
 * Fairness of a shared round: one client seed cannot come from every player, so the crash
 * game's client seed is a published constant and the nonce the round number; what makes the
 * round fair is that the server seed's hash is out before any bet. Everything runs from the
 * app's clock in `step()`, so tests move the clock and step the game themselves.
 *
 * Money safety: every result is written before its credit is sent, and only over an undecided
 * bet, so a bet a player cashed out on another process is never decided again here. A round
 * ends only once every bet in it has its result written. A credit that fails is sent again by
 * the recovery pass (recovery.ts), which also voids a round whose loop stopped (a leader that
 * died): only one crash round is open at a time (a unique index), so the next leader's first
 * round waits for that.
 */

export interface CrashTiming {
  bettingMs: number;
  pauseMs: number;
  /** Flight clock speed-up (1 = the published curve in real time). */
  flightSpeed: number;
}

export class CrashLoop {
  private round: CrashRound | null = null;
  private nextNumber: number | null = null;
  private stepping: Promise<void> | null = null;

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      table: CrashTable;
      timing: CrashTiming;
      /** A new round opened or a round ended: open crash streams send the news now. */
      changed: () => void;
      /** Where round `nonce` takes its server seed; a fresh random one unless a test sets a known sequence (test-seeds.ts). */
      serverSeedFor?: (nonce: number) => string;
    },
  ) {}

  /** Moves the game to where the clock says it is. Never runs twice at once. */
  step(): Promise<void> {
    this.stepping ??= this.advance().finally(() => {
      this.stepping = null;
    });
    return this.stepping;
  }

  /** Waits for a step under way (the app closing must not pull the database from under it). */
  async idle(): Promise<void> {
    await this.stepping?.catch(() => undefined);
  }

  /**
   * Forgets the round this process ran, once its loop has stopped (the lead given up or lost):
   * the next leader's recovery pass ends it, and round numbers are read again from the table
   * when this process leads again.
   */
  forgetRound(): void {
    this.round = null;
    this.nextNumber = null;
  }

  /** The round this process is running (its bets are the loop's, not the recovery pass's). */
  liveRoundId(): string | null {
    return this.round && !this.round.isEnded ? this.round.id : null;
  }

  private now(): number {
    return this.deps.clock.now().getTime();
  }

  private async advance(): Promise<void> {
    const now = this.now();
    const round = this.round;
    if (!round) return this.openRound(now);
    if (round.isEnded) {
      if (now >= round.crashesAt + this.deps.timing.pauseMs) await this.openRound(now);
      return;
    }
    if (now < round.flightStartsAt) return;
    if (now < round.crashesAt) return this.decideBets(round, await openBetsOfRound(this.deps.db, round.id, multiplierAt(round, now)), now);
    await this.decideBets(round, await openBetsOfRound(this.deps.db, round.id), now);
    await endRound(this.deps.db, round.id, { outcome: { crashPoint: round.crashPoint }, serverSeed: round.serverSeed, at: new Date(now) });
    round.isEnded = true;
    this.deps.changed();
  }

  /**
   * Writes the result the clock gives each bet (skipping any another call decided first), then
   * sends the credits together; the step waits for them (a failed one is the recovery pass's).
   */
  private async decideBets(round: CrashRound, bets: OriginalsBetRow[], now: number): Promise<void> {
    const credits: Promise<unknown>[] = [];
    for (const bet of bets) {
      const decision = decisionAt(round, { stake: Number(bet.stake), autoCashOut: bet.autoCashOut }, now);
      const decided = decision && (await this.deps.table.decide(bet, 'open', decision));
      if (decided) credits.push(this.deps.table.pay(decided));
    }
    await Promise.all(credits);
  }

  private async openRound(now: number): Promise<void> {
    this.nextNumber ??= ((await lastNonce(this.deps.db, 'crash')) ?? -1) + 1;
    const number = this.nextNumber;
    const serverSeed = this.deps.serverSeedFor?.(number) ?? generateServerSeed();
    const row = await insertRound(this.deps.db, {
      game: 'crash',
      serverSeedHash: hashServerSeed(serverSeed),
      secretSeed: serverSeed,
      clientSeed: CRASH_CLIENT_SEED,
      nonce: number,
      status: 'open',
      createdAt: new Date(now),
      bettingEndsAt: new Date(now + this.deps.timing.bettingMs),
      flightSpeed: this.deps.timing.flightSpeed,
    }).catch((err: unknown) => {
      // Refused by the table (the number taken, another round open): read the numbers again next time.
      this.nextNumber = null;
      throw err;
    });
    this.nextNumber = number + 1;
    this.round = crashRoundOf(row);
    this.deps.changed();
  }
}
