import { randomUUID } from 'node:crypto';
import { ORIGINALS_MESSAGES, type CrashHistoryRow, type CrashMyBet, type CrashState } from '@backlay/contract';
import { rupeesToPaise } from '@backlay/domain';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Clock } from '../../lib/context.js';
import { AppError, conflict } from '../../lib/app-error.js';
import { WalletCallError, type WalletClient } from './wallet-client.js';
import type { GameSession } from './game-sessions.js';
import { refundBet } from './refund-bet.js';
import { payBet } from './pay-bet.js';
import {
  crashRoundOf,
  crashStateOf,
  decisionAt,
  multiplierAt,
  myBetOf,
  wonAt,
  type CrashDecision,
  type CrashRound,
} from './crash-round.js';
import {
  betOfPlayer,
  betsOfRound,
  currentCrashRound,
  decideUndecidedBet,
  deletePendingBet,
  endedRounds,
  insertCrashBet,
  markBetTaken,
  type OriginalsBetRow,
} from './originals.repository.js';

/**
 * The crash game's player calls, served by any process (docs/decisions/crash-across-processes.md):
 * the round is read from the table, where it is is told by the clock (crash-round.ts), and
 * every change is a conditional write, so two processes never both take one decision.
 *
 * - A bet: its row is written `pending` while the round is open and the clock is in the
 *   betting window (one per player and round, by the table's unique index), then the wallet
 *   debit; once the wallet took the stake the bet is `open`, or, if the round crashed while the
 *   debit travelled, decided at once as the clock says. A debit the wallet refused deletes the
 *   row; one with no answer is refunded (the player sits the round out).
 * - A cash-out: the multiplier of the clock now, written only over an `open` bet; the writer
 *   sends the credit. Two cash-outs at once, or a cash-out and the crash, write one result.
 * - A credit that fails is left to the recovery pass, which sends the same credit again.
 */

interface Log {
  error(obj: object, msg: string): void;
}

export interface CrashTableDeps {
  db: Db;
  clock: Clock;
  wallet: () => Promise<WalletClient>;
  log: Log;
  /** A bet or a result was written: open crash streams of this process send the news now. */
  changed: () => void;
}

export type CrashStateWithBet = CrashState & { myBet: CrashMyBet | null };

export class CrashTable {
  /** Bets whose debit this process has on its way (the recovery pass leaves them alone). */
  private readonly placing = new Set<string>();

  constructor(private readonly deps: CrashTableDeps) {}

  private now(): number {
    return this.deps.clock.now().getTime();
  }

  isPlacing(betId: string): boolean {
    return this.placing.has(betId);
  }

  /** The round shown now (the newest), null before the first round opened. */
  async round(): Promise<CrashRound | null> {
    const row = await currentCrashRound(this.deps.db);
    return row ? crashRoundOf(row) : null;
  }

  /** The public state now, and the bet of `playerId` in it when one is named. */
  async state(playerId: string | null = null): Promise<CrashStateWithBet | null> {
    const round = await this.round();
    if (!round) return null;
    const bets = await betsOfRound(this.deps.db, round.id);
    const now = this.now();
    const mine = playerId === null ? undefined : bets.find((b) => b.playerId === playerId);
    return { ...crashStateOf(round, bets, now), myBet: mine ? myBetOf(round, mine, now) : null };
  }

  /** A bet in the betting window: the row first (write-ahead), then the wallet debit. */
  async placeBet(
    session: GameSession,
    input: { amount: number; autoCashOut?: number | null | undefined },
  ): Promise<{ bet: CrashMyBet; balance: number }> {
    const now = this.now();
    const round = await this.round();
    if (!round || round.isEnded || now >= round.bettingEndsAt) throw new AppError('BAD_REQUEST', ORIGINALS_MESSAGES.bettingClosed);
    const id = randomUUID();
    let row: OriginalsBetRow | null;
    try {
      row = await insertCrashBet(this.deps.db, {
        id,
        roundId: round.id,
        playerId: session.playerId,
        userName: session.userName,
        sessionId: session.walletSessionId,
        walletRoundId: `crash-${round.number}-${id.slice(0, 8)}`,
        stake: BigInt(rupeesToPaise(input.amount)),
        autoCashOut: input.autoCashOut ? Math.round(input.autoCashOut * 100) : null,
        status: 'pending',
        createdAt: new Date(now),
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(ORIGINALS_MESSAGES.alreadyBet);
      throw err;
    }
    if (!row) throw new AppError('BAD_REQUEST', ORIGINALS_MESSAGES.bettingClosed);
    let balance: number;
    this.placing.add(id);
    try {
      const wallet = await this.deps.wallet();
      const answer = await wallet.debit({
        playerId: row.playerId,
        sessionId: row.sessionId,
        transactionId: `${id}:bet`,
        roundId: row.walletRoundId,
        gameId: 'crash',
        amount: input.amount,
      });
      balance = answer.balance;
    } catch (err) {
      await this.abandonBet(row, err);
      throw err;
    } finally {
      this.placing.delete(id);
    }
    const placed = await this.takeIn(round, row);
    this.deps.changed();
    return { bet: myBetOf(round, placed, this.now())!, balance };
  }

  /**
   * The wallet took the stake: the bet is in the round. If the clock says the round crashed
   * while the debit travelled, the bet ends now as the clock says (as it would have ended in
   * the round), since the loop may have ended the round without it.
   */
  private async takeIn(round: CrashRound, row: OriginalsBetRow): Promise<OriginalsBetRow> {
    const now = this.now();
    if (now >= round.crashesAt) {
      const decision = decisionAt(round, { stake: Number(row.stake), autoCashOut: row.autoCashOut }, now)!;
      const decided = await this.decide(row, 'pending', decision);
      if (decided) {
        await this.pay(decided);
        return decided;
      }
    } else if (await markBetTaken(this.deps.db, row.id)) {
      return { ...row, status: 'open' };
    }
    // A refund took it first (the recovery pass, after a debit that travelled too long).
    throw new AppError('BAD_REQUEST', ORIGINALS_MESSAGES.walletUnavailable);
  }

  /**
   * A debit that did not go through. Refused by the wallet (or never sent): nothing moved, the
   * row goes. No answer: it may have landed, so it is rolled back now (a rollback that arrives
   * first makes the wallet refuse the late debit) and the bet is refunded; if the rollback
   * fails too the row stays for the recovery pass. Either way the player keeps the round's
   * row, so no second bet in this round.
   */
  private async abandonBet(bet: OriginalsBetRow, err: unknown): Promise<void> {
    try {
      if (!(err instanceof WalletCallError && err.isRetryable)) return await deletePendingBet(this.deps.db, bet.id);
      await refundBet(this.deps, await this.deps.wallet(), bet);
    } catch (cause) {
      this.deps.log.error({ err: cause, betId: bet.id }, 'originals: crash bet left for the recovery pass');
    }
  }

  /** Cash-out in flight at the multiplier of the clock now. */
  async cashOut(session: GameSession): Promise<{ bet: CrashMyBet; balance: number }> {
    const now = this.now();
    const round = await this.round();
    const row = round ? await betOfPlayer(this.deps.db, round.id, session.playerId) : null;
    if (!round || !row || row.status === 'pending' || row.status === 'refunded')
      throw new AppError('BAD_REQUEST', ORIGINALS_MESSAGES.noBet);
    if (row.status === 'won') throw conflict(ORIGINALS_MESSAGES.alreadyCashedOut);
    // Past the crash by the clock even if the round's loop has not got there yet.
    if (row.status === 'lost' || round.isEnded || now >= round.crashesAt) throw new AppError('BAD_REQUEST', ORIGINALS_MESSAGES.crashed);
    if (now < round.flightStartsAt) throw new AppError('BAD_REQUEST', ORIGINALS_MESSAGES.notFlying);
    const current = multiplierAt(round, now);
    // An automatic target the curve already passed is what the bet gets.
    const at = row.autoCashOut !== null && row.autoCashOut <= current ? row.autoCashOut : current;
    const won = await this.decide(row, 'open', wonAt(Number(row.stake), at));
    if (!won) {
      // Another call wrote the result first: a cash-out (this one is a repeat) or the crash.
      const latest = await betOfPlayer(this.deps.db, round.id, session.playerId);
      if (latest?.status === 'won') throw conflict(ORIGINALS_MESSAGES.alreadyCashedOut);
      throw new AppError('BAD_REQUEST', ORIGINALS_MESSAGES.crashed);
    }
    const balance = await this.pay(won);
    // Decided and owed when the credit failed: the recovery pass pays it; the player sees the win now.
    return { bet: myBetOf(round, won, now)!, balance: balance ?? (await (await this.deps.wallet()).balance(won.playerId)).balance };
  }

  /** Writes a result over an undecided bet; null when another call wrote one first. */
  async decide(row: OriginalsBetRow, from: 'open' | 'pending', decision: CrashDecision): Promise<OriginalsBetRow | null> {
    const decided = await decideUndecidedBet(this.deps.db, row.id, from, { ...decision, payout: BigInt(decision.payout) });
    if (decided) this.deps.changed();
    return decided;
  }

  /** The credit of a result this process wrote; null when it failed (the recovery pass sends it again). */
  async pay(bet: OriginalsBetRow): Promise<number | null> {
    try {
      return await payBet(this.deps, await this.deps.wallet(), bet);
    } catch (err) {
      this.deps.log.error({ err, betId: bet.id }, 'originals: crash credit failed, the recovery pass will retry');
      return null;
    }
  }

  async history(limit: number): Promise<CrashHistoryRow[]> {
    const rows = await endedRounds(this.deps.db, 'crash', limit);
    return rows
      .filter((r) => r.serverSeed && (r.outcome as { crashPoint?: number } | null)?.crashPoint !== undefined)
      .map((r) => ({
        roundId: r.id,
        roundNumber: r.nonce,
        crashPoint: (r.outcome as { crashPoint: number }).crashPoint / 100,
        endedAt: (r.endedAt ?? r.createdAt).toISOString(),
        fairness: { serverSeedHash: r.serverSeedHash, serverSeed: r.serverSeed, clientSeed: r.clientSeed, nonce: r.nonce },
      }));
  }
}
