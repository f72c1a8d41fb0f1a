import { randomUUID } from 'node:crypto';
import type { DragonTigerAnswer, LottoPlayAnswer, OriginalsFairness, OriginalsGameCode, SlotSpinAnswer } from '@backlay/contract';
import {
  casinoPayout,
  dragonTigerMultiplier,
  FairRandom,
  hashServerSeed,
  ORIGINALS_PLAYS,
  paiseToRupees,
  rupeesToPaise,
  settleLotteryTicket,
  slotOutcome,
  type DragonTigerBet,
  type MultiplierHundredths,
} from '@backlay/domain';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/context.js';
import { WalletCallError, type WalletClient } from './wallet-client.js';
import { refundBet } from './refund-bet.js';
import { fairnessOf, type GameSession, type GameSessions } from './game-sessions.js';
import { decideBet, deletePlay, endRound, insertBet, insertRound, markBetPaid } from './originals.repository.js';

/**
 * The instant games (Fruit Line, Lotto 6/49, Dragon Tiger): one play is one round of its own,
 * played with the session's next seeds (whose hash the page showed). Every step is written
 * before the wallet call it leads to (write-ahead), so the recovery pass (recovery.ts) can
 * finish any play a failure cut short:
 *
 * 1. the round (seed secret) and the bet (open) are written;
 * 2. the wallet debit. Refused: the rows go, nothing moved. No answer: it is rolled back at once
 *    (or by the recovery pass if that fails too) and the bet refunded. Either way the play ends
 *    with the wallet's error;
 * 3. the result (won/lost, multiplier, payout) and the round's end (seed revealed) are written
 *    in one transaction. If that fails the bet is still open: the recovery pass refunds it;
 * 4. the wallet credit of the win (0 closes a lost round), idempotent on `${betId}:win`, tried
 *    a few times; once confirmed the bet is marked paid. If the wallet never confirms, the play
 *    still answers its result (with the balance the wallet shows without the win, when it
 *    answers that) and the recovery pass sends the credit again until it lands.
 *
 * While a play runs its round id is in `playing`, so the recovery pass leaves it alone.
 */

export interface InstantDeps {
  db: Db;
  clock: Clock;
  wallet: () => Promise<WalletClient>;
  sessions: GameSessions;
  playing: Set<string>;
  log: { error(obj: object, msg: string): void };
}

interface Played<T> {
  outcome: T;
  multiplier: MultiplierHundredths;
  selection: unknown;
}

interface InstantResult {
  roundId: string;
  stake: number;
  multiplier: number;
  payout: number;
  balance: number;
  fairness: OriginalsFairness;
  next: OriginalsFairness;
}

const CREDIT_ATTEMPTS = 3;

async function playRound<T>(
  deps: InstantDeps,
  session: GameSession,
  game: OriginalsGameCode,
  amount: number,
  play: (random: FairRandom) => Played<T>,
): Promise<InstantResult & { outcome: T }> {
  const seeds = session.next;
  // The seeds are used up whether or not the bet goes through: a refused debit must not let
  // the player replay a commitment whose outcome the page could have learnt. Taken first, as a
  // compare-and-set on the session's row (game-sessions.ts): of two plays at once on these
  // seeds one goes on, the other is refused here, before anything is written or debited. No row
  // lock is held over the wallet calls below.
  await deps.sessions.advance(session, deps.clock.now().getTime());
  const wallet = await deps.wallet();
  const roundId = randomUUID();
  const betId = randomUUID();
  const stake = rupeesToPaise(amount);
  const now = deps.clock.now();
  // The result is fixed by the committed seeds: drawing it first tells no one anything, and
  // lets the bet's row carry its selection from the start.
  const played = play(FairRandom.forRound(seeds));
  const payout = played.multiplier > 0 ? casinoPayout(stake, played.multiplier) : 0;
  deps.playing.add(roundId);
  try {
    await deps.db.transaction(async (tx) => {
      await insertRound(tx, {
        id: roundId,
        game,
        serverSeedHash: hashServerSeed(seeds.serverSeed),
        secretSeed: seeds.serverSeed,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        playerId: session.playerId,
        status: 'open',
        createdAt: now,
      });
      await insertBet(tx, {
        id: betId,
        roundId,
        playerId: session.playerId,
        userName: session.userName,
        sessionId: session.walletSessionId,
        walletRoundId: roundId,
        stake: BigInt(stake),
        status: 'open',
        selection: played.selection,
        createdAt: now,
      });
    });
    try {
      await wallet.debit({
        playerId: session.playerId,
        sessionId: session.walletSessionId,
        transactionId: `${betId}:bet`,
        roundId,
        gameId: game,
        amount,
      });
    } catch (err) {
      await abandonPlay(deps, wallet, { betId, roundId, playerId: session.playerId, serverSeed: seeds.serverSeed }, err);
      throw err;
    }

    await deps.db.transaction(async (tx) => {
      await decideBet(tx, betId, { status: payout > 0 ? 'won' : 'lost', multiplier: played.multiplier, payout: BigInt(payout) });
      await endRound(tx, roundId, { outcome: played.outcome, serverSeed: seeds.serverSeed, at: now });
    });

    let balance: number | null = null;
    for (let attempt = 0; attempt < CREDIT_ATTEMPTS && balance === null; attempt++) {
      try {
        balance = (
          await wallet.credit({ playerId: session.playerId, transactionId: `${betId}:win`, roundId, amount: paiseToRupees(payout) })
        ).balance;
      } catch (err) {
        deps.log.error({ err, betId }, 'originals: instant credit failed');
      }
    }
    if (balance === null) {
      // Owed and written: the recovery pass pays it. The player sees the result now.
      balance = (await wallet.balance(session.playerId)).balance;
    } else {
      await markBetPaid(deps.db, betId, deps.clock.now()).catch((err: unknown) =>
        deps.log.error({ err, betId }, 'originals: instant credit paid but not noted'),
      );
    }
    return {
      roundId,
      stake: amount,
      multiplier: played.multiplier / 100,
      payout: paiseToRupees(payout),
      balance,
      fairness: { ...fairnessOf(seeds), serverSeed: seeds.serverSeed },
      next: fairnessOf(session.next),
      outcome: played.outcome,
    };
  } finally {
    deps.playing.delete(roundId);
  }
}

/**
 * A debit that did not go through. Refused (or never sent): nothing moved, the play's rows go.
 * No answer: it may have landed, so it is rolled back now and the bet refunded (its round ended
 * as void); if that fails too, the rows stay open for the recovery pass.
 */
async function abandonPlay(
  deps: InstantDeps,
  wallet: WalletClient,
  play: { betId: string; roundId: string; playerId: string; serverSeed: string },
  err: unknown,
): Promise<void> {
  try {
    if (!(err instanceof WalletCallError && err.isRetryable)) return await deletePlay(deps.db, play.roundId);
    const at = await refundBet(deps, wallet, { id: play.betId, playerId: play.playerId, walletRoundId: play.roundId });
    if (at) await endRound(deps.db, play.roundId, { outcome: { isVoid: true }, serverSeed: play.serverSeed, at });
  } catch (cause) {
    deps.log.error({ err: cause, betId: play.betId }, 'originals: instant play left for the recovery pass');
  }
}

export async function spinFruitLine(deps: InstantDeps, session: GameSession, amount: number): Promise<SlotSpinAnswer> {
  const r = await playRound(deps, session, 'fruit-line', amount, (random) => {
    const outcome = ORIGINALS_PLAYS['fruit-line'](random);
    return { outcome, multiplier: outcome.multiplier, selection: null };
  });
  const { outcome, ...result } = r;
  const spin = outcome as ReturnType<(typeof ORIGINALS_PLAYS)['fruit-line']>;
  // The line wins are the domain's own rule book applied to the stops the spin drew.
  const full = slotOutcome(spin.stops);
  return {
    ...result,
    window: spin.window.map((reel) => [...reel]),
    lineWins: full.lineWins.map((w) => ({ line: w.line, pay: w.pay })),
  };
}

export async function playLotto(deps: InstantDeps, session: GameSession, amount: number, numbers: number[]): Promise<LottoPlayAnswer> {
  let matches = 0;
  const r = await playRound(deps, session, 'lotto-6-49', amount, (random) => {
    const outcome = ORIGINALS_PLAYS['lotto-6-49'](random);
    const settled = settleLotteryTicket(numbers, outcome.draw);
    matches = settled.matches;
    return { outcome, multiplier: settled.multiplier, selection: { numbers } };
  });
  const { outcome, ...result } = r;
  return { ...result, numbers, draw: outcome.draw, matches };
}

export async function playDragonTiger(
  deps: InstantDeps,
  session: GameSession,
  amount: number,
  bet: DragonTigerBet,
): Promise<DragonTigerAnswer> {
  const r = await playRound(deps, session, 'dragon-tiger', amount, (random) => {
    const outcome = ORIGINALS_PLAYS['dragon-tiger'](random);
    return { outcome, multiplier: dragonTigerMultiplier(bet, outcome.result), selection: { bet } };
  });
  const { outcome, ...result } = r;
  return { ...result, bet, dragon: outcome.dragon, tiger: outcome.tiger, result: outcome.result };
}
