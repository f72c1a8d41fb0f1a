import { randomUUID } from 'node:crypto';
import {
  ORIGINALS_MESSAGES,
  CRASH_STREAM_TICK_MS,
  type CrashMyBet,
  type CrashPhase,
  type CrashPublicBet,
  type CrashState,
  type CrashHistoryRow,
} from '@backlay/contract';
import {
  crashMultiplierAt,
  crashPayout,
  crashPointOf,
  crashTimeMs,
  FairRandom,
  generateServerSeed,
  hashServerSeed,
  paiseToRupees,
  rupeesToPaise,
} from '@backlay/domain';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/context.js';
import { AppError, conflict } from '../../lib/app-error.js';
import { WalletCallError, type WalletClient } from './wallet-client.js';
import type { GameSession } from './game-sessions.js';
import { refundBet } from './refund-bet.js';
import { decideBet, deleteBet, endRound, endedRounds, insertBet, insertRound, lastNonce, markBetPaid } from './originals.repository.js';

/**
 * The crash game's round loop (docs/architecture.md §6). Every round:
 *
 * 1. betting: a fresh server seed is drawn and its SHA-256 published with the client seed and
 *    nonce before any bet; the crash point is already fixed by them. Bets are taken until
 *    `bettingEndsAt` (each a wallet debit).
 * 2. flying: from `flightStartsAt` (= bettingEndsAt) the multiplier follows the published curve
 *    e^(0.00006 t). A cash-out pays stake x the multiplier at the server's clock when it
 *    arrives (a wallet credit); an automatic cash-out pays its target once the curve reaches it.
 * 3. crashed: at the first millisecond the curve reaches the crash point. Bets still in lose:
 *    a credit of 0 closes each wallet round. The server seed is revealed; after a pause the
 *    next round opens.
 *
 * Fairness of a shared round: one client seed cannot come from every player, so the crash
 * game's client seed is a published constant and the nonce the round number; what makes the
 * round fair is that the server seed's hash is out before any bet. Everything runs from the
 * app's clock in `step()`, so tests move the clock and step the game themselves.
 *
 * Money safety (write-ahead, see also recovery.ts):
 * - a bet's row is written (status open) before its debit goes out; a debit the wallet refused
 *   deletes it again; a debit with no answer is rolled back at once, or by the recovery pass;
 * - a decision (won at a multiplier, or lost) is written to the bet's row before its credit is
 *   sent, and the credit is idempotent on `${betId}:win`, so it can be sent again until the
 *   wallet confirms it (then `settled_at` is set). A decision the process could not write yet is
 *   kept in memory and written first on each retry; if the process dies before, the bet counts
 *   as undecided and is refunded (the one window where a cash-out already shown can be lost);
 * - a crashed round is ended (its seed revealed) only once every decision of it is written, and
 *   the next round opens only after that: an open crash round in the table that is not the
 *   live one was left by a process that died, and the recovery pass voids it;
 * - decided but unpaid credits are retried every step while the process runs, and by the
 *   recovery pass after a restart.
 */

export const CRASH_CLIENT_SEED = 'backlay-originals-crash';

type BetStatus = 'pending' | 'open' | 'won' | 'lost';

interface LiveBet {
  id: string;
  playerId: string;
  userName: string;
  walletSessionId: string;
  walletRoundId: string;
  stake: number;
  autoCashOut: number | null;
  status: BetStatus;
  multiplier: number | null;
  payout: number;
  /** The decision is in the bet's row (write-ahead of the credit). */
  isDecisionSaved: boolean;
  savingDecision: Promise<void> | null;
  isCredited: boolean;
  isCrediting: boolean;
}

interface LiveRound {
  id: string;
  number: number;
  serverSeed: string;
  serverSeedHash: string;
  crashPoint: number;
  bettingEndsAt: number;
  flightStartsAt: number;
  crashesAt: number;
  phase: CrashPhase;
  crashedAt: number | null;
  isRevealed: boolean;
  bets: Map<string, LiveBet>;
}

export interface CrashTiming {
  bettingMs: number;
  pauseMs: number;
  /** Flight clock speed-up (1 = the published curve in real time). */
  flightSpeed: number;
}

interface Log {
  error(obj: object, msg: string): void;
}

type Listener = (state: CrashState) => void;

/** "user1" -> "us***1": enough to tell bets apart, not enough to find the player. */
export function maskName(userName: string): string {
  if (userName.length <= 2) return `${userName[0] ?? '*'}***`;
  return `${userName.slice(0, 2)}***${userName.slice(-1)}`;
}

const hundredthsToNumber = (h: number) => h / 100;

export class CrashGame {
  private round: LiveRound | null = null;
  private nextNumber: number | null = null;
  /** Decided wins and losses whose credit the wallet has not confirmed yet (any round). */
  private readonly owed = new Set<LiveBet>();
  /** Bets whose debit is on its way (their round may have moved on meanwhile). */
  private readonly placing = new Set<string>();
  private stepping: Promise<void> | null = null;
  private readonly listeners = new Set<Listener>();
  private lastPublishedAt = 0;
  private isStepping = false;

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      wallet: () => Promise<WalletClient>;
      timing: CrashTiming;
      log: Log;
      /** Where round `nonce` takes its server seed; a fresh random one unless a test sets a known sequence (test-seeds.ts). */
      serverSeedFor?: (nonce: number) => string;
    },
  ) {}

  private now(): number {
    return this.deps.clock.now().getTime();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private publish(): void {
    const state = this.state();
    if (!state) return;
    this.lastPublishedAt = this.now();
    for (const listener of this.listeners) listener(state);
  }

  /** Moves the game to where the clock says it is. Never runs twice at once. */
  async step(): Promise<void> {
    if (this.isStepping) return;
    this.isStepping = true;
    this.stepping = (async () => {
      try {
        await this.advance();
        await this.payOwed();
      } finally {
        this.isStepping = false;
        this.stepping = null;
      }
    })();
    return this.stepping;
  }

  /** Waits for a step under way (the app closing must not pull the database from under it). */
  async idle(): Promise<void> {
    await this.stepping?.catch(() => undefined);
  }

  /**
   * Forgets the round this process ran, once its loop has stopped (the lead given up or lost):
   * the next leader's recovery pass ends it, and round numbers are read again from the table
   * when this process leads again, so no number is used twice.
   */
  forgetRound(): void {
    this.round = null;
    this.nextNumber = null;
  }

  /** The round this process is running (its bets are the loop's, not the recovery pass's). */
  liveRoundId(): string | null {
    return this.round?.id ?? null;
  }

  /**
   * Whether this process still works on a bet the table shows undecided: its debit is on its
   * way (its round may have moved on meanwhile), or it has a decision not written yet.
   */
  isHeld(betId: string): boolean {
    if (this.placing.has(betId)) return true;
    for (const bet of this.owed) if (bet.id === betId && !bet.isDecisionSaved) return true;
    return false;
  }

  private async advance(): Promise<void> {
    const now = this.now();
    const round = this.round;
    if (!round) return this.openRound(now);
    if (round.phase === 'betting' && now >= round.bettingEndsAt) {
      round.phase = 'flying';
      this.publish();
    }
    if (round.phase === 'flying') {
      if (now >= round.crashesAt) return this.crash(round, now);
      const current = this.curveAt(now, round);
      let changed = false;
      for (const bet of round.bets.values()) {
        if (bet.status === 'open' && bet.autoCashOut !== null && bet.autoCashOut <= current) {
          this.decide(bet, 'won', bet.autoCashOut);
          changed = true;
        }
      }
      if (changed || now - this.lastPublishedAt >= CRASH_STREAM_TICK_MS) this.publish();
      return;
    }
    if (round.phase === 'crashed') {
      if (!round.isRevealed) await this.reveal(round, now);
      // Not before the round is ended in the table: see "Money safety" above.
      if (round.isRevealed && round.crashedAt !== null && now >= round.crashedAt + this.deps.timing.pauseMs) await this.openRound(now);
    }
  }

  /** The curve's multiplier at `now` (below the crash point until the round crashes). */
  private curveAt(now: number, round: LiveRound): number {
    const flown = Math.max(0, now - round.flightStartsAt) * this.deps.timing.flightSpeed;
    return Math.min(crashMultiplierAt(flown), round.crashPoint);
  }

  private async openRound(now: number): Promise<void> {
    if (this.nextNumber === null) this.nextNumber = ((await lastNonce(this.deps.db, 'crash')) ?? -1) + 1;
    const number = this.nextNumber++;
    const serverSeed = this.deps.serverSeedFor?.(number) ?? generateServerSeed();
    const crashPoint = crashPointOf(FairRandom.forRound({ serverSeed, clientSeed: CRASH_CLIENT_SEED, nonce: number }));
    const bettingEndsAt = now + this.deps.timing.bettingMs;
    const row = await insertRound(this.deps.db, {
      game: 'crash',
      serverSeedHash: hashServerSeed(serverSeed),
      secretSeed: serverSeed,
      clientSeed: CRASH_CLIENT_SEED,
      nonce: number,
      status: 'open',
      createdAt: new Date(now),
    });
    this.round = {
      id: row.id,
      number,
      serverSeed,
      serverSeedHash: row.serverSeedHash,
      crashPoint,
      bettingEndsAt,
      flightStartsAt: bettingEndsAt,
      crashesAt: bettingEndsAt + Math.ceil(crashTimeMs(crashPoint) / this.deps.timing.flightSpeed),
      phase: 'betting',
      crashedAt: null,
      isRevealed: false,
      bets: new Map(),
    };
    this.publish();
  }

  private async crash(round: LiveRound, now: number): Promise<void> {
    round.phase = 'crashed';
    round.crashedAt = now;
    for (const bet of round.bets.values()) if (bet.status === 'open') this.settleAtCrash(round, bet);
    this.publish();
    await this.reveal(round, now);
  }

  /** Ends the round in the table, once the decision of each of its bets is written there. */
  private async reveal(round: LiveRound, now: number): Promise<void> {
    try {
      for (const bet of round.bets.values()) if (bet.status === 'won' || bet.status === 'lost') await this.saveDecision(bet);
      await endRound(this.deps.db, round.id, {
        outcome: { crashPoint: round.crashPoint },
        serverSeed: round.serverSeed,
        at: new Date(now),
      });
      round.isRevealed = true;
    } catch (err) {
      this.deps.log.error({ err, roundId: round.id }, 'originals: crash round could not be ended');
    }
  }

  /** A bet still in when the round crashed: its automatic target if the curve reached it, else lost. */
  private settleAtCrash(round: LiveRound, bet: LiveBet): void {
    if (bet.autoCashOut !== null && bet.autoCashOut <= round.crashPoint) this.decide(bet, 'won', bet.autoCashOut);
    else this.decide(bet, 'lost', null);
  }

  private decide(bet: LiveBet, status: 'won' | 'lost', multiplier: number | null): void {
    bet.status = status;
    bet.multiplier = multiplier;
    bet.payout = status === 'won' && multiplier !== null ? crashPayout(bet.stake, multiplier) : 0;
    this.owed.add(bet);
  }

  /** Writes the decision to the bet's row (once; callers at the same time share the write). */
  private saveDecision(bet: LiveBet): Promise<void> {
    if (bet.isDecisionSaved) return Promise.resolve();
    bet.savingDecision ??= decideBet(this.deps.db, bet.id, {
      status: bet.status === 'won' ? 'won' : 'lost',
      multiplier: bet.multiplier,
      payout: BigInt(bet.payout),
    })
      .then(() => {
        bet.isDecisionSaved = true;
      })
      .finally(() => {
        bet.savingDecision = null;
      });
    return bet.savingDecision;
  }

  private async payOwed(): Promise<void> {
    await Promise.all([...this.owed].map((bet) => this.pay(bet)));
  }

  /**
   * The wallet credit of a decided bet (0 for a loss closes its wallet round), sent only once
   * the decision is written; idempotent on the bet id, so a repeat after a lost answer pays once.
   */
  private async pay(bet: LiveBet): Promise<number | null> {
    if (bet.isCredited || bet.isCrediting) return null;
    bet.isCrediting = true;
    try {
      await this.saveDecision(bet);
      const wallet = await this.deps.wallet();
      const answer = await wallet.credit({
        playerId: bet.playerId,
        transactionId: `${bet.id}:win`,
        roundId: bet.walletRoundId,
        amount: paiseToRupees(bet.payout),
      });
      bet.isCredited = true;
      this.owed.delete(bet);
      // Paid: a failure to note it only makes the recovery pass send the same credit again.
      await markBetPaid(this.deps.db, bet.id, this.deps.clock.now()).catch((err: unknown) =>
        this.deps.log.error({ err, betId: bet.id }, 'originals: crash credit paid but not noted'),
      );
      return answer.balance;
    } catch (err) {
      this.deps.log.error({ err, betId: bet.id }, 'originals: crash credit failed, will retry');
      return null;
    } finally {
      bet.isCrediting = false;
    }
  }

  /** A bet in the betting window: the wallet debit first, the bet counts once it is taken. */
  async placeBet(
    session: GameSession,
    input: { amount: number; autoCashOut?: number | null | undefined },
  ): Promise<{ bet: CrashMyBet; balance: number }> {
    const round = this.round;
    const now = this.now();
    if (!round || round.phase !== 'betting' || now >= round.bettingEndsAt)
      throw new AppError('BAD_REQUEST', ORIGINALS_MESSAGES.bettingClosed);
    if (round.bets.has(session.playerId)) throw conflict(ORIGINALS_MESSAGES.alreadyBet);
    const id = randomUUID();
    const bet: LiveBet = {
      id,
      playerId: session.playerId,
      userName: session.userName,
      walletSessionId: session.walletSessionId,
      walletRoundId: `crash-${round.number}-${id.slice(0, 8)}`,
      stake: rupeesToPaise(input.amount),
      autoCashOut: input.autoCashOut ? Math.round(input.autoCashOut * 100) : null,
      status: 'pending',
      multiplier: null,
      payout: 0,
      isDecisionSaved: false,
      savingDecision: null,
      isCredited: false,
      isCrediting: false,
    };
    // Held before the debit goes out, so a second bet of the same player waits for nothing.
    round.bets.set(session.playerId, bet);
    // The row first (write-ahead): a debit is never taken for a bet the table does not know.
    try {
      await insertBet(this.deps.db, {
        id,
        roundId: round.id,
        playerId: bet.playerId,
        userName: bet.userName,
        sessionId: bet.walletSessionId,
        walletRoundId: bet.walletRoundId,
        stake: BigInt(bet.stake),
        autoCashOut: bet.autoCashOut,
        status: 'open',
        createdAt: new Date(now),
      });
    } catch (err) {
      round.bets.delete(session.playerId);
      throw err;
    }
    let balance: number;
    this.placing.add(id);
    try {
      const wallet = await this.deps.wallet();
      const answer = await wallet.debit({
        playerId: bet.playerId,
        sessionId: bet.walletSessionId,
        transactionId: `${id}:bet`,
        roundId: bet.walletRoundId,
        gameId: 'crash',
        amount: input.amount,
      });
      balance = answer.balance;
    } catch (err) {
      await this.abandonBet(round, bet, err);
      throw err;
    } finally {
      this.placing.delete(id);
    }
    bet.status = 'open';
    // The debit was sent in the window; if the round ended while it travelled, settle it now.
    if ((round.phase as CrashPhase) === 'crashed') {
      this.settleAtCrash(round, bet);
      void this.payOwed();
    }
    this.publish();
    return { bet: this.myBet(bet), balance };
  }

  /**
   * A debit that did not go through. Refused by the wallet (or never sent): nothing moved, the
   * row and the hold go. No answer: it may have landed, so it is rolled back now (a rollback
   * that arrives first makes the wallet refuse the late debit) and the bet is refunded; if the
   * rollback fails too the row stays open for the recovery pass. Either way the player keeps
   * the hold (no second bet in this round) until the row is settled.
   */
  private async abandonBet(round: LiveRound, bet: LiveBet, err: unknown): Promise<void> {
    try {
      if (!(err instanceof WalletCallError && err.isRetryable)) {
        await deleteBet(this.deps.db, bet.id);
        round.bets.delete(bet.playerId);
        return;
      }
      await refundBet(this.deps, await this.deps.wallet(), bet);
    } catch (cause) {
      this.deps.log.error({ err: cause, betId: bet.id }, 'originals: crash bet left for the recovery pass');
    }
  }

  /** Cash-out in flight at the multiplier of the server's clock now. */
  async cashOut(session: GameSession): Promise<{ bet: CrashMyBet; balance: number }> {
    const round = this.round;
    const now = this.now();
    const bet = round?.bets.get(session.playerId);
    if (!round || !bet || bet.status === 'pending') throw new AppError('BAD_REQUEST', ORIGINALS_MESSAGES.noBet);
    if (bet.status === 'won') throw conflict(ORIGINALS_MESSAGES.alreadyCashedOut);
    // Past the crash by the clock even if the loop has not stepped there yet.
    if (bet.status === 'lost' || now >= round.crashesAt) throw new AppError('BAD_REQUEST', ORIGINALS_MESSAGES.crashed);
    if (now < round.flightStartsAt) throw new AppError('BAD_REQUEST', ORIGINALS_MESSAGES.notFlying);
    const current = this.curveAt(now, round);
    // An automatic target the curve already passed is what the bet gets.
    const at = bet.autoCashOut !== null && bet.autoCashOut <= current ? bet.autoCashOut : current;
    this.decide(bet, 'won', at);
    this.publish();
    const balance = await this.pay(bet);
    if (balance === null) {
      // Decided and owed: the loop keeps crediting it; the player sees the win now.
      const wallet = await this.deps.wallet();
      return { bet: this.myBet(bet), balance: (await wallet.balance(bet.playerId)).balance };
    }
    return { bet: this.myBet(bet), balance };
  }

  private myBet(bet: LiveBet): CrashMyBet {
    return {
      betId: bet.id,
      stake: paiseToRupees(bet.stake),
      autoCashOut: bet.autoCashOut === null ? null : hundredthsToNumber(bet.autoCashOut),
      cashedOutAt: bet.status === 'won' && bet.multiplier !== null ? hundredthsToNumber(bet.multiplier) : null,
      payout: paiseToRupees(bet.payout),
      status: bet.status === 'pending' ? 'open' : bet.status,
    };
  }

  myBetOf(playerId: string): CrashMyBet | null {
    const bet = this.round?.bets.get(playerId);
    return bet && bet.status !== 'pending' ? this.myBet(bet) : null;
  }

  /** The public state now (null before the first round opened). */
  state(): CrashState | null {
    const round = this.round;
    if (!round) return null;
    const now = this.now();
    const multiplier = round.phase === 'crashed' ? round.crashPoint : round.phase === 'flying' ? this.curveAt(now, round) : 100;
    const bets: CrashPublicBet[] = [...round.bets.values()]
      .filter((b) => b.status !== 'pending')
      .map((b) => ({
        player: maskName(b.userName),
        stake: paiseToRupees(b.stake),
        cashedOutAt: b.status === 'won' && b.multiplier !== null ? hundredthsToNumber(b.multiplier) : null,
        payout: paiseToRupees(b.payout),
        status: b.status === 'pending' ? 'open' : b.status,
      }));
    return {
      roundId: round.id,
      roundNumber: round.number,
      phase: round.phase,
      serverTime: now,
      bettingEndsAt: round.bettingEndsAt,
      flightStartsAt: round.flightStartsAt,
      flightSpeed: this.deps.timing.flightSpeed,
      multiplier: hundredthsToNumber(multiplier),
      fairness: {
        serverSeedHash: round.serverSeedHash,
        serverSeed: round.phase === 'crashed' ? round.serverSeed : null,
        clientSeed: CRASH_CLIENT_SEED,
        nonce: round.number,
      },
      bets,
    };
  }

  async history(limit: number): Promise<CrashHistoryRow[]> {
    const rows = await endedRounds(this.deps.db, 'crash', limit);
    return rows
      .filter((r) => r.serverSeed && (r.outcome as { crashPoint?: number } | null)?.crashPoint !== undefined)
      .map((r) => ({
        roundId: r.id,
        roundNumber: r.nonce,
        crashPoint: hundredthsToNumber((r.outcome as { crashPoint: number }).crashPoint),
        endedAt: (r.endedAt ?? r.createdAt).toISOString(),
        fairness: { serverSeedHash: r.serverSeedHash, serverSeed: r.serverSeed, clientSeed: r.clientSeed, nonce: r.nonce },
      }));
  }
}
