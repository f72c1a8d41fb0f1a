import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { BET_MESSAGES, MESSAGES, type ErrorCode, type OpenBet, type PlaceBetBody } from '@backlay/contract';
import type { AppContext, AuthContext, UserRow } from '../../lib/context.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.js';
import { RecentReads } from '../../lib/recent-reads.js';
import { rooms } from '../live/live-publisher.js';
import { getPts, ptsOfWallet } from '../profile/index.js';
import type { WalletTotals } from '../ledger/index.js';
import type { BetCheck } from '../../db/schema/betting.js';
import { findSessionByTokenHash } from '../auth/session.repository.js';
import { sessionProblem } from '../auth/session-state.js';
import { findBetByIdempotencyKey, findMarketForBet, type BetRow, type MarketForBet } from './betting.repository.js';
import { askedOddOf, lineOf, readOrder, type Order } from './order.js';
import { checkPrice, type AskedPrice, type MatchRule, type PriceVerdict } from './price-check.js';
import { betToWire, type BetNames } from './open-bet-wire.js';
import type { PlacementQueue } from './placement-queue.js';
import type { PlacementHolds } from './placement-holds.js';
import { betOutcome } from './market-book.js';

/**
 * POST api/user/openBet (docs/architecture.md §4): order -> account checks -> market checks ->
 * price check -> in-play delay, then status and price again -> the placement queue (points checked
 * and the bet, its book and the wallet's exposure committed together) -> live messages.
 *
 * Decisions docs/product.md leaves open:
 * - A bet refused before the delay (bad input, account, market or price checks) leaves nothing
 *   behind. Once a bet has passed them it is kept even when refused later (the price moved or
 *   the market was suspended during the delay, or the points do not cover it), as a
 *   'rejected' bet with its receipt, so the player and staff can see why.
 * - Demo accounts bet like any player, with the demo points credited to their wallet.
 * - A stake is a whole number of rupees ('Invalid Stake' otherwise): the slip's stake input
 *   takes digits only (docs/product.md §5) and the stake buttons hold whole rupees, so a stake
 *   with paise can only come from outside the site. A cash-out bet is the exception: its stake
 *   is the one that evens the book, to the paisa (cashout.service.ts).
 * - One delayed placement per player at a time (docs/product.md: "a new placement is ignored while
 *   one is loading"): a second one during the delay answers 409. Markets without a delay answer as
 *   soon as their batch commits; their bets are placed side by side and the points check alone
 *   decides.
 * - Idempotency-Key: the same key from the same player answers the first attempt again (during
 *   the delay: waits for it), never places a second bet; a different bet under a used key is
 *   409. A key is used once the bet is recorded (placed or rejected), not by a refusal before.
 * - The market a bet is checked against may be a read of the last few seconds
 *   (RECENT_MARKET_MS; under load a read per bet was one more round trip on its path). What
 *   the bet was checked against is kept as the market's digest (SQL `market_bet_digest`), the
 *   batch answers the digest under its share lock, and a bet whose market changed since is
 *   checked again, from the start, against a fresh read (nothing was recorded). So every bet is
 *   placed against the market as it stands when its batch commits, and a refusal always comes
 *   from a fresh read: a bet refused against a remembered read is checked again first. (A bet
 *   on a delayed market waits the delay it was checked with, then is checked against a fresh
 *   read as before: checkAfterDelay.)
 */

export const MAX_IDEMPOTENCY_KEY = 128;
/** How long a market read serves bet placement (see above). */
export const RECENT_MARKET_MS = 5_000;
const RECENT_MARKETS_MAX = 10_000;

/** The market reads bet placement remembers. */
export function recentMarkets(): RecentReads<MarketForBet> {
  return new RecentReads<MarketForBet>(RECENT_MARKET_MS, RECENT_MARKETS_MAX);
}

/** A shared hold outlives the in-play delay by this much: the bet's batch commits within it. */
const HOLD_AFTER_DELAY_MS = 30_000;

export interface BettingRuntime {
  queue: PlacementQueue;
  /** Waits out the in-play delay; tests replace it to run code "during" the delay. */
  sleep: (ms: number) => Promise<void>;
  /** Players with a delayed placement under way, with its key and answer. */
  inFlight: Map<string, { key: string | null; answer: Promise<PlaceAnswer> }>;
  /** The same rule across processes, through Redis when REDIS_URL is set (placement-holds.ts). */
  holds: PlacementHolds | null;
  /** Market reads remembered for a moment (recentMarkets()). */
  markets: RecentReads<MarketForBet>;
}

/** An answer: the bet placed, or a refusal after it was recorded (with its receipt). */
export type PlaceAnswer =
  { placed: true; bet: OpenBet } | { placed: false; status: number; code: ErrorCode; message: string; bet: OpenBet };

export interface PlaceBetInput {
  auth: AuthContext;
  body: PlaceBetBody;
  idempotencyKey: string | undefined;
  log: FastifyBaseLogger;
  /**
   * A cash-out bet (cashout.service.ts): it only ever lowers the exposure, so the market's
   * stake range does not apply (an offer can be below the minimum or above the maximum). It is
   * matched at its asked price only: the offer levels the book at that price.
   */
  cashOut?: boolean;
  /** The site's operator passes better prices on (default); false keeps "asked price only". */
  improvesPrice?: boolean;
}

/**
 * @param retry set when the batch sent the bet back because its market changed since it was
 *   checked: this time the market is read fresh and the batch does not compare its digest.
 */
export async function placeBet(ctx: AppContext, runtime: BettingRuntime, input: PlaceBetInput, retry = false): Promise<PlaceAnswer> {
  const { user } = input.auth;
  const key = readIdempotencyKey(input.idempotencyKey);
  // The request context already refuses a blocked account's session; this guards other callers.
  if (user.blocked) throw forbidden(BET_MESSAGES.blocked);
  if (user.betLock) throw forbidden(BET_MESSAGES.betLocked);
  const order = readOrder(input.body);
  if (input.cashOut) order.clientInfo = { ...order.clientInfo, cashOut: true };
  else if (order.stake % 100 !== 0) throw badRequest(BET_MESSAGES.invalidStake);

  const inFlight = runtime.inFlight.get(user.id);
  if (inFlight && key !== null && inFlight.key === key) return inFlight.answer;
  if (key !== null) {
    const earlier = await findBetByIdempotencyKey(ctx.db, user.id, key);
    if (earlier) return answerForRecorded(ctx, earlier, order);
  }
  if (inFlight) throw conflict(BET_MESSAGES.placementInProgress);

  // A cash out is never matched at a worse price than its offer (the book would not be level),
  // but it takes a better one: the book ends level or better on one outcome, never worse.
  const rule: MatchRule = { improve: input.improvesPrice !== false, anyOdds: !input.cashOut && order.acceptAnyOdds };
  const { found, asked, receipt } = await checkedOrder(ctx, runtime, user, order, rule, input.cashOut === true, retry);
  if (receipt.problem) throw conflict(receipt.problem);

  const delaySecond = found.market.delaySecond;
  // Checked again with no await before the slot is taken, so two requests cannot both pass.
  const current = delaySecond > 0 ? runtime.inFlight.get(user.id) : undefined;
  if (current) {
    if (key !== null && current.key === key) return current.answer;
    throw conflict(BET_MESSAGES.placementInProgress);
  }
  const rest = (async () => {
    const checks: BetCheck[] = [receipt.check];
    let rejectReason: string | null = null;
    const matchedOdd = receipt.matchedOdd;
    if (delaySecond === 0)
      return commit(ctx, runtime, input, { order, found, asked, matchedOdd, checks, rejectReason, key, delaySecond, retry });
    // The same rule for the player's placements on every other process (placement-holds.ts).
    const holdToken = key ?? randomUUID();
    const holds = runtime.holds;
    if (holds && !(await holds.take(user.id, holdToken, delaySecond * 1000 + HOLD_AFTER_DELAY_MS))) {
      throw conflict(BET_MESSAGES.placementInProgress);
    }
    try {
      await runtime.sleep(delaySecond * 1000);
      const after = await checkAfterDelay(ctx, asked, order, rule, checks, input.cashOut === true);
      rejectReason = after.problem;
      return await commit(ctx, runtime, input, {
        order,
        found,
        asked,
        matchedOdd: after.matchedOdd,
        checks,
        rejectReason,
        key,
        delaySecond,
        retry,
      });
    } finally {
      await holds?.release(user.id, holdToken);
    }
  })();
  if (delaySecond === 0) return rest;
  runtime.inFlight.set(user.id, { key, answer: rest });
  try {
    return await rest;
  } finally {
    runtime.inFlight.delete(user.id);
  }
}

function readIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  const key = header.trim();
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY) throw badRequest(BET_MESSAGES.idempotencyKeyInvalid);
  return key;
}

/**
 * The bet checked against its market and its price, on receipt: against a remembered read of
 * the market when the bet passes every check with it, else (and on a retry) against a fresh
 * one, so that a refusal always comes from the market as it is now. Throws the market checks'
 * refusals; answers the price check's receipt (the caller refuses on its problem).
 */
async function checkedOrder(
  ctx: AppContext,
  runtime: BettingRuntime,
  user: UserRow,
  order: Order,
  rule: MatchRule,
  cashOut: boolean,
  retry: boolean,
): Promise<{ found: MarketForBet; asked: AskedPrice; receipt: PriceVerdict }> {
  const now = ctx.clock.now();
  const remembered = retry ? undefined : runtime.markets.get(order.marketId, now.getTime());
  if (remembered) {
    try {
      const asked = checkPlayerMarket(remembered, user, order, now, cashOut);
      const receipt = checkPrice(ctx.prices, asked, 'received', now, rule);
      if (!receipt.problem) return { found: remembered, asked, receipt };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  const found = await findMarketForBet(ctx.db, order.marketId);
  if (!found) throw notFound(BET_MESSAGES.marketNotFound);
  runtime.markets.set(order.marketId, frozen(found), now.getTime());
  const fresh = ctx.clock.now();
  const asked = checkPlayerMarket(found, user, order, fresh, cashOut);
  return { found, asked, receipt: checkPrice(ctx.prices, asked, 'received', fresh, rule) };
}

/**
 * A remembered read is shared by every bet on the market for a few seconds (a fresh read is
 * each caller's own copy: findMarketForBet), so it is frozen: a change to it would throw, not
 * leak into other players' bets.
 */
function frozen(found: MarketForBet): MarketForBet {
  Object.freeze(found.market);
  found.runners.forEach((r) => Object.freeze(r));
  Object.freeze(found.runners);
  return Object.freeze(found);
}

function checkPlayerMarket(found: MarketForBet, user: UserRow, order: Order, now: Date, cashOut: boolean): AskedPrice {
  // A whiteLabel's own manual market takes bets from that white label's players only.
  if (found.market.whiteLabelId !== null && found.market.whiteLabelId !== user.whiteLabelId) throw badRequest(BET_MESSAGES.betNotAllowed);
  return checkOrderAgainstMarket(found, order, now, cashOut);
}

/**
 * The market's own rules (its row, not its price): the messages of docs/product.md §8 where it has
 * them. Answers the price the bet asks for, in inside units.
 */
function checkOrderAgainstMarket(found: MarketForBet, order: Order, now: Date, cashOut: boolean): AskedPrice {
  const { market } = found;
  if (market.eventId !== order.eventId) throw badRequest(BET_MESSAGES.eventMismatch);
  if (market.type !== order.marketType) throw badRequest(BET_MESSAGES.marketTypeMismatch);
  // A sport switched off in Type Lists is hidden from every site, and its markets take no bets
  // either. docs/product.md has no message of its own for that; 'Bet Not Allowed' is its message
  // for a market that does not take bets, the one a market staff hid (active) or closed to bets
  // (betAllow) answers too, so a hidden sport answers it as well (400, before anything is kept).
  if (!market.active || !market.betAllow || !found.sportEnabled) throw badRequest(BET_MESSAGES.betNotAllowed);
  if (market.status === 'closed' || market.closedAt !== null) throw badRequest(BET_MESSAGES.marketClosed);
  // The event is over, or the market does not take bets yet.
  if (found.eventStatus === 'closed' || market.betOpenDate > now) throw badRequest(BET_MESSAGES.matchIsNotLiveNow);
  if (!cashOut && (order.stake < market.minStake || order.stake > market.maxStake)) throw badRequest(BET_MESSAGES.amountShouldBeInRange);
  const runner = found.runners.find((r) => r.id === order.runnerId);
  if (!runner || runner.status !== 'active') throw badRequest(BET_MESSAGES.runnerNotActive);
  const odd = askedOddOf(order);
  if (odd === null) throw badRequest(BET_MESSAGES.invalidOdd);
  const run = lineOf(order);
  if (run === null) throw badRequest(BET_MESSAGES.invalidRun);
  const asked: AskedPrice = { marketId: market.id, type: market.type, runnerId: runner.id, side: order.side, odd, run };
  // The book math refuses what it cannot price exactly; find out here, not inside a batch.
  try {
    betOutcome(market.type, { ...asked, stake: order.stake });
  } catch {
    throw badRequest(BET_MESSAGES.invalidOdd);
  }
  return asked;
}

/**
 * After the delay: the market's row (staff may have stopped it) and its price again; the bet is
 * matched at the price this check finds (`matchedOdd`).
 */
async function checkAfterDelay(
  ctx: AppContext,
  asked: AskedPrice,
  order: Order,
  rule: MatchRule,
  checks: BetCheck[],
  cashOut: boolean,
): Promise<{ problem: string | null; matchedOdd: number }> {
  const verdict = checkPrice(ctx.prices, asked, 'afterDelay', ctx.clock.now(), rule);
  checks.push(verdict.check);
  const refused = (problem: string) => ({ problem, matchedOdd: asked.odd });
  if (verdict.problem) return refused(verdict.problem);
  const found = await findMarketForBet(ctx.db, asked.marketId);
  if (!found) return refused(BET_MESSAGES.marketNotFound);
  try {
    checkOrderAgainstMarket(found, order, ctx.clock.now(), cashOut);
    return { problem: null, matchedOdd: verdict.matchedOdd };
  } catch (err) {
    if (err instanceof AppError) return refused(err.message);
    throw err;
  }
}

interface Checked {
  order: Order;
  found: MarketForBet;
  asked: AskedPrice;
  /** The price the last check matched the bet at (the asked one for a refused bet). */
  matchedOdd: number;
  checks: BetCheck[];
  rejectReason: string | null;
  key: string | null;
  delaySecond: number;
  retry: boolean;
}

async function commit(ctx: AppContext, runtime: BettingRuntime, input: PlaceBetInput, c: Checked): Promise<PlaceAnswer> {
  const { user } = input.auth;
  const runner = c.found.runners.find((r) => r.id === c.asked.runnerId)!;
  const result = await runtime.queue.place({
    bet: {
      userId: user.id,
      whiteLabelId: user.whiteLabelId,
      marketId: c.asked.marketId,
      eventId: c.found.market.eventId,
      marketType: c.asked.type,
      runnerId: runner.id,
      runnerName: runner.name,
      side: c.asked.side,
      askedOdd: c.asked.odd,
      odd: c.matchedOdd,
      run: c.asked.run,
      stake: c.order.stake,
      delaySecond: c.delaySecond,
      checks: c.checks,
      clientInfo: c.order.clientInfo,
      idempotencyKey: c.key,
    },
    runnerIds: c.found.runners.map((r) => r.id),
    rejectReason: c.rejectReason,
    sessionId: input.auth.session.id,
    // A delayed bet was checked against a fresh read after its delay (checkAfterDelay), and is
    // recorded whatever it found; a retry is not compared again, so it cannot go round twice.
    marketDigest: c.delaySecond === 0 && !c.retry ? c.found.digest : null,
  });
  if ('refused' in result) {
    if (result.refused === 'market') return placeBet(ctx, runtime, input, true);
    throw await refusal(ctx, input.auth, result.refused);
  }
  const { bet, replayed, wallet } = result;
  const names: BetNames = { marketUid: c.found.market.uid, marketName: c.found.market.name, eventName: c.found.eventName };
  const answer = answerOf(bet, names);
  if (answer.placed && !replayed) publishPlaced(ctx, input, answer.bet, wallet);
  return answer;
}

/**
 * A bet the batch refused without a record: the answer the request would have had, had it come
 * now (the request context's answer for an ended session or a blocked account; the bet-lock
 * refusal of placeBet).
 */
async function refusal(ctx: AppContext, auth: AuthContext, why: 'session' | 'betLock'): Promise<AppError> {
  if (why === 'betLock') return forbidden(BET_MESSAGES.betLocked);
  const found = await findSessionByTokenHash(ctx.db, auth.session.tokenHash);
  return (found && sessionProblem(found, ctx.clock.now())) ?? new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
}

function answerOf(bet: BetRow, names: BetNames): PlaceAnswer {
  const wire = betToWire(bet, names);
  if (bet.status !== 'rejected') return { placed: true, bet: wire };
  const message = bet.rejectReason ?? BET_MESSAGES.betNotAllowed;
  const code: ErrorCode = message === BET_MESSAGES.insufficientPoints ? 'BAD_REQUEST' : 'CONFLICT';
  return { placed: false, status: code === 'BAD_REQUEST' ? 400 : 409, code, message, bet: wire };
}

/** A retried key: the first attempt's answer, unless the retry is a different bet. */
async function answerForRecorded(ctx: AppContext, bet: BetRow, order: Order): Promise<PlaceAnswer> {
  const same = bet.marketId === order.marketId && bet.runnerId === order.runnerId && bet.side === order.side && bet.stake === order.stake;
  if (!same) throw conflict(BET_MESSAGES.idempotencyKeyReused);
  return recordedAnswer(ctx, bet);
}

/** The answer a recorded bet (placed or rejected) was given. */
export async function recordedAnswer(ctx: AppContext, bet: BetRow): Promise<PlaceAnswer> {
  const found = await findMarketForBet(ctx.db, bet.marketId);
  return answerOf(bet, {
    marketUid: found?.market.uid ?? '',
    marketName: found?.market.name ?? '',
    eventName: found?.eventName ?? '',
  });
}

/**
 * After commit: the new open bet and the points, to the player's room. The points come from the
 * batch's own wallet row and its posting totals (no read); read only for a bet the batch did
 * not answer with its wallet. Never fails the bet.
 */
function publishPlaced(ctx: AppContext, input: PlaceBetInput, bet: OpenBet, wallet: WalletTotals | undefined): void {
  const room = rooms.user(input.auth.user.id);
  ctx.live.emit(room, 'getOpenBetUpdates', bet);
  if (wallet) {
    ctx.live.emit(room, 'getPtsUpdates', ptsOfWallet(wallet));
    return;
  }
  getPts(ctx, input.auth).then(
    (pts) => ctx.live.emit(room, 'getPtsUpdates', pts),
    (err: unknown) => input.log.error({ err }, 'points update after a bet failed'),
  );
}
