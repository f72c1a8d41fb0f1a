import { BET_MESSAGES, EXPOSURE_MESSAGES, SPORTS_MESSAGES, type ExposureEntry, type MarketExposureQuery } from '@backlay/contract';
import { exposureFigures, paiseToRupees, worstRunnerOf, type ExposureFigures, type SessionBookLine, type TeamBook } from '@backlay/domain';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { byPagePlace } from '../sports/index.js';
import { findMarketForBet, type MarketForBet } from './betting.repository.js';
import { bookOrEmpty } from './market-book.js';
import { eventExists, findPlayerBooks, type PlayerBookRow } from './market-exposure.repository.js';

/**
 * GET api/protected/game/market/exposure: the player's exposure entries (docs/product.md §3),
 * read from the books the placement queue stored (user_market_books) with the placement's own
 * reading of a stored book (bookOrEmpty over the market's runners) and the domain's figures,
 * never recomputed from the bets: the page shows exactly what the server holds and enforces.
 * See docs/decisions/market-exposure-entries.md.
 */
export async function playerMarketExposure(
  ctx: AppContext,
  auth: AuthContext,
  query: Pick<MarketExposureQuery, 'marketId' | 'eventId'>,
): Promise<{ docs: ExposureEntry[] }> {
  const { marketId, eventId } = query;
  const user = auth.user;
  let scope: { marketId: string } | { eventId: string };
  if (marketId !== undefined && eventId === undefined) {
    const found = await findMarketForBet(ctx.db, marketId);
    // A manual market another white label runs is not there for this player (as for betting).
    if (!found || (found.market.whiteLabelId !== null && found.market.whiteLabelId !== user.whiteLabelId)) {
      throw notFound(BET_MESSAGES.marketNotFound);
    }
    scope = { marketId };
  } else if (eventId !== undefined && marketId === undefined) {
    if (!(await eventExists(ctx.db, eventId))) throw notFound(SPORTS_MESSAGES.eventNotFound);
    scope = { eventId };
  } else {
    throw badRequest(EXPOSURE_MESSAGES.marketOrEvent);
  }

  const rows = await findPlayerBooks(ctx.db, user.id, scope);
  // One read of every market (coalesced in this turn): the runners the placement reads the book over.
  const markets = await Promise.all(rows.map((r) => findMarketForBet(ctx.db, r.marketId)));
  const entries: { found: MarketForBet; entry: ExposureEntry }[] = [];
  rows.forEach((row, i) => {
    const found = markets[i];
    if (found) entries.push({ found, entry: entryOf(found, row) });
  });
  entries.sort((a, b) => byPagePlace(a.found.market, b.found.market));
  return { docs: entries.map((e) => e.entry) };
}

function entryOf(found: MarketForBet, row: PlayerBookRow): ExposureEntry {
  const { market, runners } = found;
  const runnerIds = runners.map((r) => r.id);
  const book = bookOrEmpty(market.type, row.book, runnerIds);
  const money = (f: ExposureFigures) => ({
    liability: paiseToRupees(f.liability),
    profit: paiseToRupees(f.profit),
    minLoss: paiseToRupees(f.minLoss),
    profitPercentage: f.profitPercentage / 100,
    minLossPercentage: f.minLossPercentage / 100,
  });
  const head = { marketId: market.id, marketType: market.type, openBets: row.openBets };

  if (market.type === 'session') {
    const lines = book as SessionBookLine[];
    // A session market has one runner: the line.
    const line = runners[0];
    return {
      ...head,
      ...money(
        exposureFigures(
          lines.map((l) => l.pnl),
          row.stake,
        ),
      ),
      teamId: line?.id ?? market.id,
      teamName: line?.name ?? market.name,
      sessionBook: lines.map((l) => ({ fromRun: l.fromRun, toRun: l.toRun, pnl: paiseToRupees(l.pnl) })),
      teams: [],
    };
  }
  const team = book as TeamBook;
  const worst = runners.find((r) => r.id === worstRunnerOf(team, runnerIds));
  return {
    ...head,
    ...money(exposureFigures(Object.values(team), row.stake)),
    teamId: worst?.id ?? '',
    teamName: worst?.name ?? '',
    sessionBook: null,
    teams: runners.map((r) => ({ teamId: r.id, teamName: r.name, pnl: paiseToRupees(team[r.id] ?? 0) })),
  };
}
