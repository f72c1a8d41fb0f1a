import { and, eq } from 'drizzle-orm';
import { BET_MESSAGES, CASHOUT_MESSAGES, type CashOutOfferWire } from '@backlay/contract';
import { cashOutOffer, oddToWire, paiseToRupees, type CashOutOffer, type RunnerPrices, type TeamBook } from '@backlay/domain';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { userMarketBooks } from '../../db/schema/index.js';
import { findBetByIdempotencyKey, findMarketForBet, type MarketForBet } from './betting.repository.js';
import { bookOrEmpty } from './market-book.js';
import { placeBet, recordedAnswer, type BettingRuntime, type PlaceAnswer, type PlaceBetInput } from './placement.service.js';

/**
 * Cash out (docs/product.md §5 "Cashout messages"): the one opposite bet,
 * at the current best price, that leaves the player the same P/L whoever wins
 * (packages/domain cashOutOffer), placed as a real bet through the placement engine — the
 * same delay, checks, receipt, points check and group commit as any bet, marked `cashOut`.
 *
 * Which message when (docs/product.md shows the strings, not the rules):
 * - 'Cashout disabled for this market': session markets (a line has no "other runner" to
 *   level against) and markets whose `cashout` switch is off;
 * - 'Please place first to use Cashout': the player has no open bet on the market;
 * - 'You are not eligible for cashout': there is a book, but no single bet at today's prices
 *   levels it (already level, a runner without a price, or a many-runner book bet on more than
 *   one runner), or the market is not open.
 */

interface Offer {
  found: MarketForBet;
  offer: CashOutOffer;
  /** The size shown beside the price, sent as the order's `run` (team markets check it is not 0). */
  size: number;
}

async function findOffer(ctx: AppContext, userId: string, marketId: string): Promise<Offer> {
  const found = await findMarketForBet(ctx.db, marketId);
  if (!found) throw notFound(BET_MESSAGES.marketNotFound);
  const { market } = found;
  if (market.type === 'session' || !market.cashout) throw badRequest(CASHOUT_MESSAGES.disabled);
  const [row] = await ctx.db
    .select({ book: userMarketBooks.book, openBets: userMarketBooks.openBets })
    .from(userMarketBooks)
    .where(and(eq(userMarketBooks.userId, userId), eq(userMarketBooks.marketId, marketId)))
    .limit(1);
  if (!row || row.openBets === 0) throw badRequest(CASHOUT_MESSAGES.placeFirst);

  const cached = ctx.prices.get(marketId);
  if (!cached || ctx.prices.effectiveStatus(cached) !== 'open') throw badRequest(CASHOUT_MESSAGES.notEligible);
  const prices: Record<string, RunnerPrices> = {};
  for (const r of cached.runners) {
    if (r.status !== 'active') continue;
    prices[r.id] = { back: r.back[0]?.[0] ?? null, lay: r.lay[0]?.[0] ?? null };
  }
  const book = bookOrEmpty(
    market.type,
    row.book,
    found.runners.map((r) => r.id),
  ) as TeamBook;
  const offer = cashOutOffer(market.type, book, prices);
  if (!offer) throw badRequest(CASHOUT_MESSAGES.notEligible);
  const runner = cached.runners.find((r) => r.id === offer.runnerId);
  const level = offer.side === 'back' ? runner?.back[0] : runner?.lay[0];
  return { found, offer, size: level?.[1] || 1 };
}

function offerToWire(o: Offer): CashOutOfferWire {
  const { found, offer } = o;
  return {
    marketId: found.market.id,
    teamId: offer.runnerId,
    teamName: found.runners.find((r) => r.id === offer.runnerId)?.name ?? '',
    oddType: offer.side === 'back' ? 'BACK' : 'LAY',
    odd: oddToWire(found.market.type, offer.odd),
    stake: paiseToRupees(offer.stake),
    pnl: paiseToRupees(offer.pnl),
  };
}

/** GET api/user/openBet/cashout: the offer at this moment, for the button's label. */
export async function cashOutQuote(ctx: AppContext, auth: AuthContext, marketId: string): Promise<{ docs: CashOutOfferWire }> {
  return { docs: offerToWire(await findOffer(ctx, auth.user.id, marketId)) };
}

/** POST api/user/openBet/cashout: places the offer of this moment as an opposite bet. */
export async function cashOut(
  ctx: AppContext,
  runtime: BettingRuntime,
  input: Omit<PlaceBetInput, 'body' | 'cashOut'> & { marketId: string },
): Promise<PlaceAnswer> {
  // A retried key answers the first cash out again, before the book (now level) is read.
  const key = input.idempotencyKey?.trim();
  if (key) {
    const earlier = await findBetByIdempotencyKey(ctx.db, input.auth.user.id, key);
    if (earlier) {
      if (earlier.marketId !== input.marketId || earlier.clientInfo['cashOut'] !== true) throw conflict(BET_MESSAGES.idempotencyKeyReused);
      return recordedAnswer(ctx, earlier);
    }
  }
  const found = await findOffer(ctx, input.auth.user.id, input.marketId);
  const wire = offerToWire(found);
  return placeBet(ctx, runtime, {
    auth: input.auth,
    idempotencyKey: input.idempotencyKey,
    log: input.log,
    improvesPrice: input.improvesPrice,
    cashOut: true,
    body: {
      marketId: wire.marketId,
      eventId: found.found.market.eventId,
      marketType: found.found.market.type === 'bookmaker' ? 'BOOKMAKER' : 'BETFAIR',
      teamId: wire.teamId,
      name: wire.teamName,
      oddType: wire.oddType,
      odd: wire.odd,
      run: found.size,
      stake: wire.stake,
      nation: 'Unknown',
    },
  });
}
