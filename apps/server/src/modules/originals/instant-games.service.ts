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
import type { WalletClient } from './wallet-client.js';
import { fairnessOf, type GameSession, type GameSessions } from './game-sessions.js';
import { endRound, insertBet, insertRound, settleBet } from './originals.repository.js';

/**
 * The instant games (Fruit Line, Lotto 6/49, Dragon Tiger): one play is one round of its own,
 * played with the session's next seeds (whose hash the page showed), in this order: the wallet
 * debit (a refusal ends the play, nothing is kept), the outcome from the fair stream, the round
 * and bet kept with the seed revealed, then the wallet credit of the win (0 closes a lost
 * round). A credit the wallet does not confirm is tried again a few times; if it still fails
 * the bet stays `open` in our table and in the wallet's open bets for staff to settle.
 */

export interface InstantDeps {
  db: Db;
  clock: Clock;
  wallet: () => Promise<WalletClient>;
  sessions: GameSessions;
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
  // the player replay a commitment whose outcome the page could have learnt.
  deps.sessions.advance(session);
  const wallet = await deps.wallet();
  const roundId = randomUUID();
  const betId = randomUUID();
  const stake = rupeesToPaise(amount);
  await wallet.debit({
    playerId: session.playerId,
    sessionId: session.walletSessionId,
    transactionId: `${betId}:bet`,
    roundId,
    gameId: game,
    amount,
  });
  const played = play(FairRandom.forRound(seeds));
  const payout = played.multiplier > 0 ? casinoPayout(stake, played.multiplier) : 0;
  const now = deps.clock.now();
  await insertRound(deps.db, {
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
  await insertBet(deps.db, {
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
  await endRound(deps.db, roundId, { outcome: played.outcome, serverSeed: seeds.serverSeed, at: now });

  let balance: number | null = null;
  let lastError: unknown = null;
  for (let attempt = 0; attempt < CREDIT_ATTEMPTS && balance === null; attempt++) {
    try {
      balance = (await wallet.credit({ playerId: session.playerId, transactionId: `${betId}:win`, roundId, amount: paiseToRupees(payout) }))
        .balance;
    } catch (err) {
      lastError = err;
    }
  }
  if (balance === null) throw lastError;
  await settleBet(deps.db, betId, { status: payout > 0 ? 'won' : 'lost', multiplier: played.multiplier, payout: BigInt(payout), at: now });
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
