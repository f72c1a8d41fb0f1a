import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { cashOutOffer, LEVEL_WITHIN_PAISE, type RunnerPrices } from './cash-out.js';
import type { TeamMarketKind } from './outcomes.js';
import { addTeamBet, emptyTeamBook, teamBookOf, teamExposure, type TeamBook } from './team-book.js';
import { oddFor, runnerIds, teamBet, teamKind } from './test-arbitraries.js';

function spread(book: TeamBook): number {
  const pnls = Object.values(book);
  return Math.max(...pnls) - Math.min(...pnls);
}

/** Winnings per 100 paise at a price. */
function gain(kind: TeamMarketKind, odd: number): number {
  return kind === 'betfair' ? odd - 100 : odd;
}

/** The gap one paisa more stake can jump, halved: the best levelling whole-paisa stakes can do. */
function levellingBound(kind: TeamMarketKind, odd: number): number {
  return Math.max(1, Math.floor((1 + Math.ceil(gain(kind, odd) / 100)) / 2));
}

describe('cashOutOffer', () => {
  const backedA = addTeamBet(emptyTeamBook(['a', 'b']), 'betfair', { runnerId: 'a', side: 'back', odd: 200, stake: 1_000 });

  it('lays the runner the player is ahead on, at its lay price, to level the book', () => {
    // Backed A for Rs 10 at 2.00 (A +10, B -10); A now trades at 1.50 to lay.
    const offer = cashOutOffer('betfair', backedA, { a: { back: 148, lay: 150 }, b: { back: 200, lay: 220 } });
    // Lay 13.33 at 1.50: A 10 - 6.66 = 3.34, B -10 + 13.33 = 3.33.
    expect(offer).toEqual({ runnerId: 'a', side: 'lay', odd: 150, stake: 1_333, pnl: 333 });
  });
  it('backs the other runner when that guarantees more', () => {
    // B's back at 4.00 is better value than A's lay at 1.50.
    const offer = cashOutOffer('betfair', backedA, { a: { back: 148, lay: 150 }, b: { back: 400, lay: 420 } });
    // Back B Rs 5 at 4.00: B -10 + 15 = 5, A 10 - 5 = 5.
    expect(offer).toEqual({ runnerId: 'b', side: 'back', odd: 400, stake: 500, pnl: 500 });
  });
  it('takes a loss when the price has moved against the player', () => {
    const offer = cashOutOffer('betfair', backedA, { a: { back: 300, lay: 310 }, b: { back: 140, lay: 145 } });
    expect(offer?.pnl).toBeLessThan(0);
    expect(offer?.pnl).toBeGreaterThan(-1_000);
  });
  it('works with bookmaker odds', () => {
    const book = addTeamBet(emptyTeamBook(['a', 'b']), 'bookmaker', { runnerId: 'a', side: 'back', odd: 100, stake: 10_000 });
    // A lay at 50 pays 0.50: lay Rs 133.33 -> A 100 - 66.66, B -100 + 133.33.
    expect(cashOutOffer('bookmaker', book, { a: { back: 45, lay: 50 }, b: { back: null, lay: null } })).toEqual({
      runnerId: 'a',
      side: 'lay',
      odd: 50,
      stake: 13_333,
      pnl: 3_333,
    });
  });
  it('offers nothing without a price, on a level book, or when one bet cannot level it', () => {
    expect(cashOutOffer('betfair', backedA, { a: { back: 148, lay: null }, b: { back: null, lay: 220 } })).toBeNull();
    expect(cashOutOffer('betfair', backedA, {})).toBeNull();
    expect(cashOutOffer('betfair', emptyTeamBook(['a', 'b']), { a: { back: 150, lay: 152 }, b: { back: 150, lay: 152 } })).toBeNull();
    const uneven = { a: 1_000, b: -500, c: -1_000 };
    const prices = { a: { back: 300, lay: 310 }, b: { back: 300, lay: 310 }, c: { back: 300, lay: 310 } };
    expect(cashOutOffer('betfair', uneven, prices)).toBeNull();
  });
  it('offers nothing when the smallest stake at a long price would overshoot a small gap', () => {
    // One paisa laid at 1000.00 risks 999 paise. From a 300-paisa gap the book would go to
    // a -699 / b +1, from 1300 / 1000 to 301 / 1001: wider than before.
    const longLay = { a: { back: null, lay: 100_000 } };
    expect(cashOutOffer('betfair', { a: 300, b: 0 }, longLay)).toBeNull();
    expect(cashOutOffer('betfair', { a: 1_300, b: 1_000 }, longLay)).toBeNull();
    // From 600 / 0 it would narrow to -399 / +1 but open an exposure the player did not have.
    expect(cashOutOffer('betfair', { a: 600, b: 0 }, longLay)).toBeNull();
  });
  it('counts a book within a rupee of level as level (what a cash out leaves is not offered again)', () => {
    const prices = { a: { back: 185, lay: 187 }, b: { back: 205, lay: 207 } };
    expect(cashOutOffer('betfair', { a: -106, b: -107 }, prices)).toBeNull();
    expect(cashOutOffer('betfair', { a: 0, b: 99 }, prices)).toBeNull();
    expect(cashOutOffer('betfair', { a: 0, b: 100 }, prices)).not.toBeNull();
  });
  it('levels a three-runner book when all bets are on one runner', () => {
    const book = addTeamBet(emptyTeamBook(['home', 'draw', 'away']), 'betfair', { runnerId: 'home', side: 'back', odd: 300, stake: 1_000 });
    const offer = cashOutOffer('betfair', book, {
      home: { back: 200, lay: 202 },
      draw: { back: 350, lay: 360 },
      away: { back: 400, lay: 420 },
    });
    expect(offer).toMatchObject({ runnerId: 'home', side: 'lay', odd: 202 });
    expect(spread(addTeamBet(book, 'betfair', offer!))).toBeLessThanOrEqual(1);
  });

  const prices = (kind: TeamMarketKind, runners: readonly string[]) =>
    fc
      .tuple(...runners.map(() => fc.record({ back: fc.option(oddFor(kind)), lay: fc.option(oddFor(kind)) })))
      .map((ps) => Object.fromEntries(runners.map((id, i) => [id, ps[i]!]))) as fc.Arbitrary<Record<string, RunnerPrices>>;

  /** Two-runner books with any bets, and 3..6-runner books with bets on one runner only: the books one bet can level. */
  const levellable = teamKind.chain((kind) =>
    fc.integer({ min: 2, max: 6 }).chain((count) => {
      const runners = runnerIds(count);
      const betOn = count === 2 ? runners : [runners[0]!];
      return fc.record({
        kind: fc.constant(kind),
        book: fc.array(teamBet(kind, betOn), { minLength: 1, maxLength: 12 }).map((bets) => teamBookOf(kind, runners, bets)),
        prices: prices(kind, runners),
      });
    }),
  );

  test.prop([levellable])(
    'the offered bet levels the book to the finest whole-paisa stake allows and never adds exposure',
    ({ kind, book, prices }) => {
      const offer = cashOutOffer(kind, book, prices);
      if (!offer) return;
      const after = addTeamBet(book, kind, offer);
      if (spread(after) > levellingBound(kind, offer.odd)) {
        // Beyond half a stake step only when the stake on the far side of level would add
        // exposure (it is never offered); the gap is then still within one whole step.
        const fullStep = 1 + Math.ceil(gain(kind, offer.odd) / 100);
        expect(spread(after)).toBeLessThanOrEqual(fullStep);
        const neighbours = [offer.stake - 1, offer.stake + 1].filter((stake) => stake > 0);
        const addsExposure = neighbours.some((stake) => teamExposure(addTeamBet(book, kind, { ...offer, stake })) > teamExposure(book));
        expect(addsExposure).toBe(true);
      }
      expect(spread(after)).toBeLessThan(spread(book));
      expect(teamExposure(after)).toBeLessThanOrEqual(teamExposure(book));
      expect(offer.pnl).toBe(Math.min(...Object.values(after)));
      expect(offer.odd).toBe(offer.side === 'back' ? prices[offer.runnerId]?.back : prices[offer.runnerId]?.lay);
      // Opposite bet: a player ahead on the runner lays it, one behind backs it.
      const ahead = (book[offer.runnerId] ?? 0) > Math.min(...Object.values(book));
      expect(offer.side).toBe(ahead ? 'lay' : 'back');
      // No nearby stake at that price levels better without adding exposure.
      for (let stake = Math.max(1, offer.stake - 3); stake <= offer.stake + 3; stake += 1) {
        const other = addTeamBet(book, kind, { ...offer, stake });
        if (teamExposure(other) <= teamExposure(book)) expect(spread(other)).toBeGreaterThanOrEqual(spread(after));
      }
    },
  );

  test.prop([levellable])(
    'levels within one paisa at short prices (exchange up to 2.00, bookmaker up to 100)',
    ({ kind, book, prices }) => {
      const short = (odd: number | null) => (odd !== null && gain(kind, odd) <= 100 ? odd : null);
      const shortPrices = Object.fromEntries(Object.entries(prices).map(([id, p]) => [id, { back: short(p.back), lay: short(p.lay) }]));
      const offer = cashOutOffer(kind, book, shortPrices);
      if (offer) expect(spread(addTeamBet(book, kind, offer))).toBeLessThanOrEqual(1);
    },
  );

  test.prop([levellable])('makes an offer whenever a price exists and the gap is at least one stake step', ({ kind, book, prices }) => {
    const [first, second] = Object.keys(book);
    const rest = book[second!]!;
    const gap = book[first!]! - rest;
    const odd = gap > 0 ? prices[first!]?.lay : prices[first!]?.back;
    // A book within a rupee of level is level: nothing to cash out.
    if (Math.abs(gap) < LEVEL_WITHIN_PAISE || odd == null) return;
    if (Math.abs(gap) >= 1 + Math.floor(gain(kind, odd) / 100)) expect(cashOutOffer(kind, book, prices)).not.toBeNull();
  });
});
